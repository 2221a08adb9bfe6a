import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../lib/i18n.ts';
import { companyMenu, makePlatformSession, makeSession } from '../testing/factories.ts';
import { mockApi } from '../testing/mockApi.ts';
import { mockSignedInApi } from '../testing/openScreen.ts';
import { expectLandedOn, renderApp } from '../testing/render.tsx';

function menuLinks() {
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('the main layout', () => {
  it('builds the menu from session.menu, grouped', async () => {
    mockSignedInApi();
    renderApp('/Dashboard', { session: makeSession() });
    await screen.findByRole('heading', { name: 'Hello, Dana Driver' });
    expect(menuLinks()).toEqual([
      ['Welcome', '/Welcome'],
      ['Dashboard', '/Dashboard'],
      ['Dispatch board', '/TrasactionManagement/RecordManagement'],
      ['Map requests', '/TransactionManagement/GmapParties'],
      ['Guest messages', '/ChatMessages'],
      ['Driver tracking', '/DriverTracking'],
      ['Wait list', '/WaitList'],
      ['Completed wait list', '/TransactionManagement/CompletedWaitList'],
      ['Guest feedback', '/TransactionManagement/FeedbackList'],
      ['Recent', '/Recent'],
      ['Completed transactions', '/TransactionManagement/CompletedTransaction'],
      ['Cancelled transactions', '/TransactionManagement/CancelledTransaction'],
      ['Deleted transactions', '/TransactionManagement/DeletedTransaction'],
      ['Reservation report', '/TransactionManagement/ReservationReport'],
      ['Completed on-call rides', '/TransactionManagement/CompletedWillCalls'],
      ['Cash-out report', '/TransactionManagement/CashoutReport'],
      ['Team', '/Team/UserList'],
      ['My status', '/MyStatus'],
      ['Driver reports', '/Team/DriverReports'],
      ['Zones', '/Locations/Zones'],
      ['Zone charges', '/Locations/ZoneCharges'],
      ['Location categories', '/Locations/LocationCategory'],
      ['Locations', '/Locations/Location'],
      ['Trips', '/Locations/Trips'],
      ['New trip', '/Locations/NewTrips'],
      ['Trip schedule times', '/Locations/TripScheduleTime'],
      ['From locations', '/FromSelectedLocations'],
      ['To locations', '/ToSelectedLocations'],
      ['Quick locations', '/QuickLocations'],
      ['Users', '/Usermanagent/Users'],
      ['Roles', '/Usermanagent/Roles'],
      ['Roles and screens', '/Usermanagent/RolesPrivileges'],
      ['Access rules', '/Usermanagent/AcessRules'],
      ['Default access rules', '/Usermanagent/DefaultAccessroles'],
      ['Audit log', '/Usermanagent/AuditLog'],
      ['Parking lots', '/ParkingPermit/ParkingLocations'],
      ['Parking desk', '/Parking'],
      ['Parking permits', '/ParkingPermit/ParkingManagement'],
      ['Parking packages', '/ParkingPermit/ParkingPackage'],
      ['Will-call queue', '/ParkingPermit/ParkingWillCall'],
      ['Parking availability', '/ParkingPermit/ParkingAvailability'],
      ['Parking commission', '/ParkingPermit/ParkingCommission'],
      ['Cancelled permits', '/ParkingPermit/CancelledParkings'],
      ['Deleted permits', '/ParkingPermit/DeletedParkings'],
      ['Delivered cars', '/ParkingPermit/DeliveredParkings'],
      ['Guests', '/Marketing/GuestManagment'],
      ['User login history', '/Subscription/UserLoginHistory'],
      ['Tax and service codes', '/Subscription/TaxandServiceCode'],
      ['Discount codes', '/Subscription/DiscountCode'],
      ['SMTP details', '/Subscription/SmtpDetails'],
      ['My usage', '/Subscription/MyUsage'],
      ['Usage chart', '/Subscription/Barchart'],
      ['Commission report', '/Subscription/CommissionReport'],
      ['Clock and phones', '/Subscription/MyCompany'],
      ['Driver vehicles', '/Settings/DriverVehicles'],
      ['Account types', '/Settings/AccountType'],
      ['Icons', '/Settings/IconList'],
      ['Advertisements', '/Settings/Advertisement'],
      ['Confirmation cards', '/Settings/ConfirmationCards'],
      ['Confirmation card headers', '/Settings/ConfirmationCardheader'],
      ['Booking rules', '/Settings/ConfigurationSettings'],
      ['Wait types', '/Settings/WaitTypes'],
      ['Booking fields', '/Settings/PageSettings'],
      ['Messages', '/Settings/Message'],
      ['Staff notifications', '/Settings/Notifications'],
      ['Feedback questions', '/Settings/FeedBackQuestion'],
      ['Kiosks', '/Settings/Kiosk'],
      ['Articles', '/Settings/PostArticle'],
      ['IP address series', '/Settings/IpAddress'],
      ['Nightly SFTP export', '/FtpConnection'],
      ['My profile', '/MyProfile'],
    ]);
    expect(screen.getByText('Overview')).toBeInTheDocument();
    expect(screen.getByText('Subscription')).toBeInTheDocument();
    expect(screen.getByTestId('company-name')).toHaveTextContent('Harbour View Hotel');
  });

  it('shows a different menu for a different session', async () => {
    mockSignedInApi();
    const driver = makeSession({
      roleCode: 'DRIVER',
      user: {
        id: '00000000-0000-4000-8000-0000000000d1',
        name: 'Omar Driver',
        email: 'omar@harbour.example',
        phone: null,
      },
      menu: companyMenu.filter((item) => item.code === 'Dashboard'),
    });
    renderApp('/Dashboard', { session: driver });
    await screen.findByRole('heading', { name: 'Hello, Omar Driver' });
    expect(menuLinks()).toEqual([['Dashboard', '/Dashboard']]);
    expect(screen.queryByText('Subscription')).not.toBeInTheDocument();
  });

  it("refuses a screen the session's menu does not list", async () => {
    mockSignedInApi();
    renderApp('/Subscription/UserLoginHistory', {
      session: makeSession({ menu: companyMenu.filter((item) => item.code === 'Dashboard') }),
    });
    expect(await screen.findByText(/Your role cannot open this screen/)).toBeInTheDocument();
  });

  it('switches to Arabic: dir=rtl, lang=ar, Arabic text, remembered', async () => {
    mockSignedInApi();
    const { user } = renderApp('/Dashboard', { session: makeSession() });
    await screen.findByRole('heading', { name: 'Hello, Dana Driver' });
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await user.click(screen.getByText('العربية'));

    expect(await screen.findByRole('heading', { name: 'مرحبًا، Dana Driver' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(screen.getByRole('link', { name: 'لوحة المعلومات' })).toBeInTheDocument();
  });

  it('shows today in the company time zone', async () => {
    mockSignedInApi();
    const session = makeSession();
    renderApp('/Dashboard', { session });
    const expected = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'Asia/Dubai' }).format(
      new Date(),
    );
    expect(await screen.findByTestId('today')).toHaveTextContent(`Today is ${expected}`);
  });

  it('signs out from the user menu', async () => {
    const server = mockSignedInApi({ 'Login/SignOut': () => ({ signedOut: true }) });
    const { user, router } = renderApp('/Dashboard', { session: makeSession() });
    // The first wait covers loading the dashboard's chunk and texts: the menu
    // is opened once the screen has settled, so a late chunk cannot re-render the header under an open menu.
    await screen.findByRole('heading', { name: 'Hello, Dana Driver' });
    await user.click(screen.getByRole('button', { name: /Account$/ }));
    // The menu's items come with its opening transition: on a busy machine, after findBy's usual second.
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await expectLandedOn({ router }, 'Sign in', '/auth/login');
    expect(server.callsTo('Login/SignOut')).toHaveLength(1);
  });
});

describe('routing', () => {
  it('sends unknown paths to /auth/404', async () => {
    mockApi({ 'Login/GetCurrentSession': () => null });
    const { router } = renderApp('/no/such/page');
    await expectLandedOn({ router }, 'Page not found', '/auth/404');
  });

  it('sends / to sign in, or to the home of the signed-in kind', async () => {
    mockApi({ 'Login/GetCurrentSession': () => null });
    const signedOut = renderApp('/');
    await expectLandedOn(signedOut, 'Sign in', '/auth/login');
    signedOut.unmount();

    const platform = renderApp('/', { session: makePlatformSession() });
    await expectLandedOn(platform, 'Welcome, Pat Platform', '/SuperAdmin/Dashboard');
  });

  it('keeps company users out of super-admin routes and the super-admin out of company routes', async () => {
    mockSignedInApi();
    const company = renderApp('/EncryptDecrypt', { session: makeSession() });
    await expectLandedOn(company, 'Hello, Dana Driver', '/Dashboard');
    company.unmount();

    const platform = renderApp('/Dashboard', { session: makePlatformSession() });
    await expectLandedOn(platform, 'Welcome, Pat Platform', '/SuperAdmin/Dashboard');
    expect(menuLinks()).toEqual(
      expect.arrayContaining([
        ['Encrypt / decrypt', '/EncryptDecrypt'],
        ['Packages', '/SuperAdmin/Package'],
        ['Package features', '/SuperAdmin/PackageFeatures'],
        ['Feedback question bank', '/SuperAdmin/FeedBackQuestion'],
        ['Application settings', '/SuperAdmin/ApplicationSettings'],
        ['Notifications by company', '/SuperAdmin/ConfigNotifications'],
      ]),
    );
  });

  it("leads from a desk's full page back to the console, in words", async () => {
    mockSignedInApi();
    const { router, user } = renderApp('/Parking/desk', { session: makeSession() });
    // A phone shows the arrow alone, a desk the words too: the same way back, named alike.
    const [back] = await screen.findAllByRole('link', { name: 'Back to the console' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await user.click(back as HTMLElement);
    await expectLandedOn({ router }, 'Hello, Dana Driver', '/Dashboard');
  });

  it('renders the mobile view for company users', async () => {
    mockSignedInApi();
    const { router } = renderApp('/mv', { session: makeSession() });
    await expectLandedOn({ router }, 'Hello, Dana Driver', '/mv/Dashboard');
  });
});
