import type { MenuItem } from '@curbside/contract';
import { NavLink, Stack, Text } from '@mantine/core';
import {
  IconArrowDownLeft,
  IconArrowUpRight,
  IconBolt,
  IconBuilding,
  IconBuildingPlus,
  IconCalendar,
  IconCar,
  IconCategory,
  IconChartBar,
  IconCircleDot,
  IconClock,
  IconCoin,
  IconDiscount,
  IconGauge,
  IconHistory,
  IconHome,
  IconKey,
  IconLayoutGrid,
  IconLayoutKanban,
  IconListSearch,
  IconLock,
  IconMail,
  IconMap,
  IconMapPin,
  IconMessage,
  IconNotes,
  IconPackage,
  IconParking,
  IconReceiptTax,
  IconRoute,
  IconRoute2,
  IconSettings,
  IconShield,
  IconShieldCheck,
  IconStar,
  IconSteeringWheel,
  IconUserCircle,
  IconUserCog,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

type IconComponent = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

/** Tabler icon names the menu catalogue uses, mapped to components; unknown names get a neutral dot. */
const ICONS: Record<string, IconComponent> = {
  gauge: IconGauge,
  history: IconHistory,
  lock: IconLock,
  home: IconHome,
  notes: IconNotes,
  settings: IconSettings,
  steering: IconSteeringWheel,
  users: IconUsers,
  map: IconMap,
  coin: IconCoin,
  category: IconCategory,
  'map-pin': IconMapPin,
  route: IconRoute,
  'route-plus': IconRoute2,
  clock: IconClock,
  'arrow-up-right': IconArrowUpRight,
  'arrow-down-left': IconArrowDownLeft,
  bolt: IconBolt,
  'receipt-tax': IconReceiptTax,
  discount: IconDiscount,
  'user-cog': IconUserCog,
  shield: IconShield,
  'layout-grid': IconLayoutGrid,
  'layout-kanban': IconLayoutKanban,
  key: IconKey,
  'shield-check': IconShieldCheck,
  'list-search': IconListSearch,
  'chart-bar': IconChartBar,
  car: IconCar,
  wallet: IconWallet,
  parking: IconParking,
  calendar: IconCalendar,
  package: IconPackage,
  'user-circle': IconUserCircle,
  message: IconMessage,
  mail: IconMail,
  star: IconStar,
  building: IconBuilding,
  'building-plus': IconBuildingPlus,
};

export function menuIcon(name: string): IconComponent {
  return ICONS[name] ?? IconCircleDot;
}

export interface MenuGroup {
  group: string;
  items: MenuItem[];
}

/** Groups menu items by `group`, each group and each item ordered by `sortOrder`. */
export function groupMenu(items: readonly MenuItem[], layouts: readonly MenuItem['layout'][]): MenuGroup[] {
  const groups = new Map<string, MenuItem[]>();
  const sorted = items
    .filter((item) => layouts.includes(item.layout))
    .sort((a, b) => a.sortOrder - b.sortOrder);
  for (const item of sorted) {
    const list = groups.get(item.group);
    if (list) list.push(item);
    else groups.set(item.group, [item]);
  }
  return [...groups.entries()].map(([group, list]) => ({ group, items: list }));
}

function isActive(pathname: string, path: string): boolean {
  const current = pathname.toLowerCase();
  const target = path.toLowerCase();
  return current === target || current.startsWith(`${target}/`);
}

export interface NavMenuProps {
  items: readonly MenuItem[];
  layouts: readonly MenuItem['layout'][];
  onNavigate?: () => void;
}

export function NavMenu({ items, layouts, onNavigate }: NavMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const groups = groupMenu(items, layouts);
  return (
    <nav aria-label={t('nav.mainMenu')}>
      <Stack gap="md">
        {groups.map(({ group, items: groupItems }) => (
          <div key={group}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4} id={`menu-group-${group}`}>
              {t(`menu.group.${group}`, { defaultValue: group })}
            </Text>
            <Stack gap={2} role="group" aria-labelledby={`menu-group-${group}`}>
              {groupItems.map((item) => {
                const Icon = menuIcon(item.icon);
                return (
                  <NavLink
                    key={item.code}
                    component={Link}
                    to={item.path}
                    label={t(item.labelKey, { defaultValue: item.code })}
                    leftSection={<Icon size={18} aria-hidden />}
                    active={isActive(pathname, item.path)}
                    onClick={onNavigate}
                    data-menu-code={item.code}
                  />
                );
              })}
            </Stack>
          </div>
        ))}
      </Stack>
    </nav>
  );
}
