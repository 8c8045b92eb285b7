import {
  BriefcaseIcon,
  BuildingIcon,
  CalendarIcon,
  ClipboardIcon,
  ClockIcon,
  FileTextIcon,
  GlobeIcon,
  HeadsetIcon,
  HeartIcon,
  IdCardIcon,
  ListChecksIcon,
  LockIcon,
  RefreshIcon,
  RouteIcon,
  ScaleIcon,
  ShieldIcon,
  SparkIcon,
  TagIcon,
  TrademarkIcon,
  TruckIcon,
  UsersIcon,
  type IconProps,
} from '../../../components/icons';

const ICONS = {
  building: BuildingIcon,
  briefcase: BriefcaseIcon,
  heart: HeartIcon,
  tag: TagIcon,
  shield: ShieldIcon,
  calendar: CalendarIcon,
  id: IdCardIcon,
  users: UsersIcon,
  trademark: TrademarkIcon,
  file: FileTextIcon,
  clipboard: ClipboardIcon,
  scale: ScaleIcon,
  spark: SparkIcon,
  truck: TruckIcon,
  route: RouteIcon,
  clock: ClockIcon,
  globe: GlobeIcon,
  refresh: RefreshIcon,
  headset: HeadsetIcon,
  list: ListChecksIcon,
  lock: LockIcon,
} as const;

export type HomeIconName = keyof typeof ICONS;

export function HomeIcon({ name, ...rest }: { name: HomeIconName } & IconProps) {
  const Icon = ICONS[name];
  return <Icon {...rest} />;
}
