/**
 * Inline SVG icons (24×24, stroke = currentColor). Decorative by default (aria-hidden); pass
 * `title` to make one meaningful to screen readers.
 */
import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number;
  title?: string;
}

function createIcon(name: string, paths: ReactNode, filled = false) {
  function Icon({ size = 20, title, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        focusable="false"
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export const ChevronDownIcon = createIcon('ChevronDown', <path d="m6 9 6 6 6-6" />);
export const ChevronLeftIcon = createIcon('ChevronLeft', <path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = createIcon('ChevronRight', <path d="m9 18 6-6-6-6" />);
export const ArrowRightIcon = createIcon('ArrowRight', <path d="M5 12h14m-6-6 6 6-6 6" />);
export const ArrowUpIcon = createIcon('ArrowUp', <path d="M12 19V5m-6 6 6-6 6 6" />);
export const CheckIcon = createIcon('Check', <path d="M20 6 9 17l-5-5" />);
export const CheckCircleIcon = createIcon(
  'CheckCircle',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </>,
);
export const CloseIcon = createIcon('Close', <path d="M18 6 6 18M6 6l12 12" />);
export const MenuIcon = createIcon('Menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const PauseIcon = createIcon(
  'Pause',
  <>
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </>,
);
export const PlayIcon = createIcon('Play', <path d="M7 5v14l11-7z" />);
export const PhoneIcon = createIcon(
  'Phone',
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />,
);
export const MailIcon = createIcon(
  'Mail',
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </>,
);
export const StarIcon = createIcon('Star', <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />, true);
export const UserIcon = createIcon(
  'User',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const BuildingIcon = createIcon(
  'Building',
  <>
    <rect x="4" y="2" width="16" height="20" rx="2" />
    <path d="M9 22v-4h6v4M8 6h.01M16 6h.01M12 6h.01M12 10h.01M12 14h.01M16 10h.01M16 14h.01M8 10h.01M8 14h.01" />
  </>,
);
export const BriefcaseIcon = createIcon(
  'Briefcase',
  <>
    <rect x="2" y="7" width="20" height="14" rx="2" />
    <path d="M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />
  </>,
);
export const FileTextIcon = createIcon(
  'FileText',
  <>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M16 13H8m8 4H8m2-8H8" />
  </>,
);
export const ShieldIcon = createIcon(
  'Shield',
  <>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
    <path d="m9 12 2 2 4-4" />
  </>,
);
export const TrademarkIcon = createIcon(
  'Trademark',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M8 9h4m-2 0v6m4 0V9l2 3 2-3v6" />
  </>,
);
export const HeartIcon = createIcon(
  'Heart',
  <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />,
);
export const IdCardIcon = createIcon(
  'IdCard',
  <>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <circle cx="8" cy="12" r="2" />
    <path d="M14 10h4m-4 4h4M5 16c.5-1.2 1.6-2 3-2s2.5.8 3 2" />
  </>,
);
export const CalendarIcon = createIcon(
  'Calendar',
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
);
export const TruckIcon = createIcon(
  'Truck',
  <>
    <path d="M1 4h14v12H1zM15 8h4l3 3v5h-7z" />
    <circle cx="5.5" cy="18.5" r="2.5" />
    <circle cx="18.5" cy="18.5" r="2.5" />
  </>,
);
export const RouteIcon = createIcon(
  'Route',
  <>
    <circle cx="6" cy="19" r="3" />
    <circle cx="18" cy="5" r="3" />
    <path d="M9 19h8.5a3.5 3.5 0 0 0 0-7h-11a3.5 3.5 0 0 1 0-7H15" />
  </>,
);
export const ScaleIcon = createIcon('Scale', <path d="M12 3v18M5 21h14M3 7h18M6 7l-3 7a3.5 3.5 0 0 0 6 0zm12 0-3 7a3.5 3.5 0 0 0 6 0z" />);
export const ClipboardIcon = createIcon(
  'Clipboard',
  <>
    <rect x="8" y="2" width="8" height="4" rx="1" />
    <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2M9 14l2 2 4-4" />
  </>,
);
export const ClockIcon = createIcon(
  'Clock',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
export const RefreshIcon = createIcon(
  'Refresh',
  <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16m0 5v-5h5M3 12A9 9 0 0 1 18.5 5.8L21 8m0-5v5h-5" />,
);
export const AlertIcon = createIcon(
  'Alert',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4m0 4h.01" />
  </>,
);
export const LockIcon = createIcon(
  'Lock',
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);
export const HeadsetIcon = createIcon(
  'Headset',
  <>
    <path d="M3 18v-6a9 9 0 0 1 18 0v6" />
    <path d="M21 19a2 2 0 0 1-2 2h-1v-7h3zM3 19a2 2 0 0 0 2 2h1v-7H3z" />
  </>,
);
export const TagIcon = createIcon(
  'Tag',
  <>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8z" />
    <path d="M7 7h.01" />
  </>,
);
export const ListChecksIcon = createIcon('ListChecks', <path d="m3 6 2 2 4-4M3 16l2 2 4-4M13 6h8M13 12h8M13 18h8" />);
export const UsersIcon = createIcon(
  'Users',
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M1 21a8 8 0 0 1 16 0M17 3.1a4 4 0 0 1 0 7.8M23 21a8 8 0 0 0-5-7.4" />
  </>,
);
export const HandshakeIcon = createIcon(
  'Handshake',
  <path d="m11 17 2 2a1 1 0 1 0 3-3m-2-2 2.5 2.5a1 1 0 1 0 3-3l-3.9-3.9a3 3 0 0 0-4.2 0l-.9.9a1 1 0 1 1-3-3l2.8-2.8a5.8 5.8 0 0 1 7.1-.9l.5.3a4 4 0 0 0 2.8.4L21 3m0 0 1 11h-2M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3M3 3h8" />,
);
export const GlobeIcon = createIcon(
  'Globe',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
  </>,
);
export const DollarIcon = createIcon('Dollar', <path d="M12 1v22M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6" />);
export const SparkIcon = createIcon(
  'Spark',
  <path d="M12 2v4m0 12v4M4.9 4.9l2.8 2.8m8.6 8.6 2.8 2.8M2 12h4m12 0h4M4.9 19.1l2.8-2.8m8.6-8.6 2.8-2.8" />,
);
export const QuoteIcon = createIcon('Quote', <path d="M7 7h4v4c0 3-1.5 5-4 6M15 7h4v4c0 3-1.5 5-4 6" />);

export const FacebookIcon = createIcon(
  'Facebook',
  <path d="M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.3c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.1H7.7v3.3h2.7V22H14v-10.2h2.7l.4-3.3z" />,
  true,
);
export const LinkedInIcon = createIcon(
  'LinkedIn',
  <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4z" />,
  true,
);
export const WhatsAppIcon = createIcon(
  'WhatsApp',
  <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.3-.5 0-1 .2-3.2-.7-2.7-1.1-4.4-3.8-4.5-4-.1-.2-1.1-1.5-1.1-2.8s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.1.1.3 0 .5l-.3.5-.4.4c-.1.2-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.1.1.7-.2 1.3z" />,
  true,
);
