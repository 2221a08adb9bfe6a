import type { SearchResult } from '@curbside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { id } from '../../testing/factories.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { openScreen } from '../../testing/openScreen.ts';

const found: SearchResult = {
  key: 'Oduya',
  parties: [
    {
      id: id(1),
      number: 1042,
      guestName: 'Marguerite Oduya',
      phone: '+12125559876',
      roomNumber: 'R714',
      // 22:30 UTC is the next day in the company's zone (Asia/Dubai, UTC+4).
      scheduledAt: '2026-03-01T22:30:00.000Z',
      status: 1,
      totalCents: 7250,
    },
  ],
  permits: [
    {
      id: id(2),
      number: 77,
      plate: 'KX-42 OPQ',
      guestName: 'Theodora Vance',
      roomNumber: 'B19',
      startsAt: '2026-03-01T10:00:00.000Z',
      status: 'WillCallRequested',
      costCents: null,
    },
  ],
  waitList: [],
  staff: [
    { id: id(3), name: 'Dana Dispatcher', email: 'dispatcher@harborview.example', roleName: 'Dispatcher' },
  ],
  places: [{ id: id(4), name: 'City Airport', address: null }],
};

/** The first screen of the file loads its chunk and namespaces cold, slowly on a busy machine. */

const section = (name: string) => screen.getByRole('region', { name });

describe('search results', () => {
  it('groups what was found by kind, each result opening its screen on it', async () => {
    const { server } = openScreen('/SearchResult/Oduya', { 'Search/GetSearchResult': () => found });
    const party = await screen.findByRole('link', { name: 'Party #1042, Marguerite Oduya' });
    expect(party).toHaveAttribute(
      'href',
      '/TrasactionManagement/RecordManagement?date=2026-03-02&search=1042',
    );
    expect(within(section('Parties')).getByText('Room R714')).toBeInTheDocument();
    expect(within(section('Parties')).getByText(/72\.50/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Permit #77, plate KX-42 OPQ' })).toHaveAttribute(
      'href',
      '/ParkingPermit/ParkingManagement?search=KX-42+OPQ',
    );
    expect(within(section('Parking permits')).getByText('Car asked for')).toBeInTheDocument();
    expect(within(section('Wait list')).getByText('None')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dana Dispatcher' })).toHaveAttribute(
      'href',
      '/Usermanagent/Users?search=dispatcher%40harborview.example',
    );
    expect(screen.getByRole('link', { name: 'City Airport' })).toHaveAttribute(
      'href',
      '/Locations/Location?search=City+Airport',
    );
    expect(server.callsTo('Search/GetSearchResult')[0]?.body).toEqual({ key: 'Oduya' });
  });

  it('shows only the kinds in the answer, and no money where the answer has none', async () => {
    openScreen('/SearchResult/KX42', {
      'Search/GetSearchResult': () => ({ key: 'KX42', permits: found.permits }),
    });
    const permits = await screen.findByRole('region', { name: 'Parking permits' });
    expect(within(permits).queryByText(/\d+\.\d\d/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Parties' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Staff' })).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    openScreen('/SearchResult/zzz', {
      'Search/GetSearchResult': () => ({ key: 'zzz', parties: [], staff: [] }),
    });
    expect(await screen.findByText('Nothing matches')).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    openScreen('/SearchResult/zzz', { 'Search/GetSearchResult': () => problemReply(500, 'INTERNAL') });
    expect(await screen.findByText('Something went wrong on the server. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('reads right to left in Arabic', async () => {
    openScreen('/SearchResult/Oduya', { 'Search/GetSearchResult': () => found }, { language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'نتائج البحث' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'تصاريح المواقف' })).toBeInTheDocument();
    expect(screen.getByText('طُلبت السيارة')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it("opens from the header's search box", async () => {
    const { server, user, router } = openScreen('/Dashboard', {
      'Search/GetSearchResult': () => found,
    });
    const box = await screen.findByRole('textbox', {
      name: "Search the company's parties, permits, guests, staff and places",
    });
    await user.type(box, '  Oduya {Enter}');
    expect(await screen.findByRole('link', { name: 'Party #1042, Marguerite Oduya' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/SearchResult/Oduya');
    expect(server.callsTo('Search/GetSearchResult')[0]?.body).toEqual({ key: 'Oduya' });
  });
});
