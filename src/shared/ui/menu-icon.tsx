import type { SvgIconComponent } from '@mui/icons-material'
import DashboardOutlined from '@mui/icons-material/DashboardOutlined'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined'
import PersonOutline from '@mui/icons-material/PersonOutlined'
import PeopleOutline from '@mui/icons-material/PeopleOutlined'
import BuildOutlined from '@mui/icons-material/BuildOutlined'
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined'
import EventOutlined from '@mui/icons-material/EventOutlined'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined'
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined'
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined'
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined'
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined'
import ListAltOutlined from '@mui/icons-material/ListAltOutlined'
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined'
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined'
import TuneOutlined from '@mui/icons-material/TuneOutlined'
import SecurityOutlined from '@mui/icons-material/SecurityOutlined'
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined'
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined'
import MessageOutlined from '@mui/icons-material/MessageOutlined'
import FolderOutlined from '@mui/icons-material/FolderOutlined'
import CodeOutlined from '@mui/icons-material/CodeOutlined'
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined'
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined'
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined'
import LinkOutlined from '@mui/icons-material/LinkOutlined'
import CircleOutlined from '@mui/icons-material/CircleOutlined'
import HelpOutline from '@mui/icons-material/HelpOutlined'
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined'
import BadgeOutlined from '@mui/icons-material/BadgeOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined'
import StorageOutlined from '@mui/icons-material/StorageOutlined'
import BugReportOutlined from '@mui/icons-material/BugReportOutlined'
import KeyOutlined from '@mui/icons-material/KeyOutlined'
import ApiOutlined from '@mui/icons-material/ApiOutlined'
import TableChartOutlined from '@mui/icons-material/TableChartOutlined'
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined'
import SchoolOutlined from '@mui/icons-material/SchoolOutlined'
import SegmentOutlined from '@mui/icons-material/SegmentOutlined'

/**
 * Server menus name their icons with the ruoyi icon vocabulary; this maps those names onto bundled
 * MUI icons (no icon font or icon service: museum intranets are often closed).
 */
const ICONS: Record<string, SvgIconComponent> = {
  dashboard: DashboardOutlined,
  system: SettingsOutlined,
  dict: MenuBookOutlined,
  user: PersonOutline,
  peoples: PeopleOutline,
  people: PeopleOutline,
  tool: BuildOutlined,
  build: BuildOutlined,
  tree: AccountTreeOutlined,
  // 菜单管理 (tree-table) and 部门管理 (tree) sit side by side: two different pictures.
  'tree-table': SegmentOutlined,
  bpm: AccountTreeOutlined,
  date: EventOutlined,
  'date-range': EventOutlined,
  shopping: ShoppingCartOutlined,
  money: PaymentsOutlined,
  pay: PaymentsOutlined,
  job: ScheduleOutlined,
  time: ScheduleOutlined,
  edit: EditOutlined,
  form: EditOutlined,
  message: MessageOutlined,
  email: MessageOutlined,
  notice: NotificationsOutlined,
  bell: NotificationsOutlined,
  ticket: ConfirmationNumberOutlined,
  volunteer: VolunteerActivismOutlined,
  activity: CelebrationOutlined,
  list: ListAltOutlined,
  log: ListAltOutlined,
  logininfor: ListAltOutlined,
  product: Inventory2Outlined,
  goods: Inventory2Outlined,
  order: ReceiptLongOutlined,
  config: TuneOutlined,
  validCode: SecurityOutlined,
  lock: SecurityOutlined,
  dept: ApartmentOutlined,
  monitor: MonitorHeartOutlined,
  server: MonitorHeartOutlined,
  documentation: DescriptionOutlined,
  code: CodeOutlined,
  sign: HowToRegOutlined,
  reserve: HowToRegOutlined,
  mall: StorefrontOutlined,
  link: LinkOutlined,
  folder: FolderOutlined,
  guide: HelpOutline,
  question: HelpOutline,
  phone: PhoneIphoneOutlined,
  post: BadgeOutlined,
  eye: VisibilityOutlined,
  'eye-open': VisibilityOutlined,
  upload: CloudUploadOutlined,
  redis: StorageOutlined,
  bug: BugReportOutlined,
  password: KeyOutlined,
  swagger: ApiOutlined,
  table: TableChartOutlined,
  checkbox: CheckBoxOutlined,
  education: SchoolOutlined,
  nested: AccountTreeOutlined,
  cascader: AccountTreeOutlined,
}

/**
 * Every icon name the console draws, in the order above: the menu dialog's icon picker offers
 * exactly these, so a chosen icon always shows in the sidebar.
 */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(ICONS)

/** Whether `name` is one the console bundles (others show as the neutral circle). */
export function isMenuIconName(name: string): boolean {
  return Object.hasOwn(ICONS, name)
}

/** The icon for a server icon name; unknown or empty names get a neutral circle. */
export function MenuIcon({
  name,
  fontSize = 'small',
}: {
  name?: string | null
  fontSize?: 'small' | 'inherit'
}) {
  const Icon = (name && ICONS[name]) || CircleOutlined
  return <Icon fontSize={fontSize} />
}
