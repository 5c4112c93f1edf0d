import { lazy } from 'react';
import CategoryIcon from '@mui/icons-material/Category';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import PeopleIcon from '@mui/icons-material/People';
import EventNoteIcon from '@mui/icons-material/EventNote';
import CelebrationIcon from '@mui/icons-material/Celebration';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import MailIcon from '@mui/icons-material/Mail';
import KitchenIcon from '@mui/icons-material/Kitchen';
import BadgeIcon from '@mui/icons-material/Badge';
import HistoryIcon from '@mui/icons-material/History';
import LunchDiningIcon from '@mui/icons-material/LunchDining';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { ShopLayout } from './layout/ShopLayout';
import { theme } from './layout/theme';
import { customerLabel } from './customers/customerOrders';
// The landing screen (/bulbash_admin/admin opens on the first resource, Orders) is part of the
// first load: built into the entry chunk instead of fetched after it (vite.config.ts).
import OrderList from './orders/OrderList';
import { AccessDenied } from './access/AccessDenied';
import { Home } from './access/Home';
import { RequirePage } from './access/RequirePage';

/** The other screens are split off the first load. */
const Dashboard = lazy(() => import('./dashboard/Dashboard'));
const ProductionSheet = lazy(() => import('./kitchen/ProductionSheet'));
const Agenda = lazy(() => import('./kitchen/Agenda'));
const DeliverySheet = lazy(() => import('./kitchen/DeliverySheet'));
const MyDeliveries = lazy(() => import('./my-deliveries/MyDeliveries'));
const Settings = lazy(() => import('./settings/Settings'));
const KitchenLoad = lazy(() => import('./capacity/KitchenLoad'));
const CashReport = lazy(() => import('./payments/CashReport'));
const OrderShow = lazy(() => import('./orders/OrderShow'));
const OrderCreate = lazy(() => import('./orders/OrderCreate'));
const CategoryList = lazy(() => import('./categories/CategoryList'));
const CategoryEdit = lazy(() => import('./categories/CategoryEdit'));
const CategoryCreate = lazy(() => import('./categories/CategoryCreate'));
const SubcategoryList = lazy(() => import('./subcategories/SubcategoryList'));
const SubcategoryEdit = lazy(() => import('./subcategories/SubcategoryEdit'));
const SubcategoryCreate = lazy(() => import('./subcategories/SubcategoryCreate'));
const ProductList = lazy(() => import('./products/ProductList'));
const ProductEdit = lazy(() => import('./products/ProductEdit'));
const ProductCreate = lazy(() => import('./products/ProductCreate'));
const CustomerList = lazy(() => import('./customers/CustomerList'));
const OutboxList = lazy(() => import('./outbox/OutboxList'));
const EnquiryList = lazy(() => import('./enquiries/EnquiryList'));
const EnquiryShow = lazy(() => import('./enquiries/EnquiryShow'));
const EventFormatList = lazy(() => import('./event-formats/EventFormatList'));
const EventFormatEdit = lazy(() => import('./event-formats/EventFormatEdit'));
const EventFormatCreate = lazy(() => import('./event-formats/EventFormatCreate'));
const QuoteList = lazy(() => import('./quotes/QuoteList'));
const QuoteShow = lazy(() => import('./quotes/QuoteShow'));
const QuoteEdit = lazy(() => import('./quotes/QuoteEdit'));
const QuoteCreate = lazy(() => import('./quotes/QuoteCreate'));
const IngredientList = lazy(() => import('./ingredients/IngredientList'));
const IngredientEdit = lazy(() => import('./ingredients/IngredientEdit'));
const IngredientCreate = lazy(() => import('./ingredients/IngredientCreate'));
const PurchaseList = lazy(() => import('./purchase/PurchaseList'));
const StaffList = lazy(() => import('./staff/StaffList'));
const StaffEdit = lazy(() => import('./staff/StaffEdit'));
const StaffCreate = lazy(() => import('./staff/StaffCreate'));
const AuditLogList = lazy(() => import('./audit/AuditLogList'));
const LunchContractList = lazy(() => import('./lunch-contracts/LunchContractList'));
const LunchContractShow = lazy(() => import('./lunch-contracts/LunchContractShow'));
const LunchContractEdit = lazy(() => import('./lunch-contracts/LunchContractEdit'));
const LunchContractCreate = lazy(() => import('./lunch-contracts/LunchContractCreate'));
const LunchCalendar = lazy(() => import('./lunch-contracts/LunchCalendar'));
const LunchMenuEditor = lazy(() => import('./lunch-contracts/LunchMenuEditor'));

export const BASENAME = '/bulbash_admin/admin';

const ShopAdmin = () => (
  <Admin
    basename={BASENAME}
    title="Bulbash catering"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={ShopLayout}
    theme={theme}
    loginPage={false}
    dashboard={Home}
    accessDenied={AccessDenied}
    requireAuth
    disableTelemetry
  >
    <Resource name="orders" list={OrderList} show={OrderShow} create={OrderCreate} icon={ReceiptLongIcon} />
    <Resource name="enquiries" list={EnquiryList} show={EnquiryShow} icon={EventNoteIcon} />
    <Resource name="quotes" list={QuoteList} show={QuoteShow} edit={QuoteEdit} create={QuoteCreate} icon={RequestQuoteIcon} />
    <Resource
      name="lunch-contracts"
      list={LunchContractList}
      show={LunchContractShow}
      edit={LunchContractEdit}
      create={LunchContractCreate}
      icon={LunchDiningIcon}
      recordRepresentation={(record) => String(record.company?.name ?? `Договор №${record.id}`)}
    />
    <Resource name="customers" list={CustomerList} icon={PeopleIcon} recordRepresentation={customerLabel} />
    <Resource name="outbox" list={OutboxList} icon={MailIcon} recordRepresentation="subject" />
    <Resource
      name="admin-categories"
      list={CategoryList}
      edit={CategoryEdit}
      create={CategoryCreate}
      icon={CategoryIcon}
      recordRepresentation="name"
    />
    <Resource
      name="admin-subcategories"
      list={SubcategoryList}
      edit={SubcategoryEdit}
      create={SubcategoryCreate}
      icon={AccountTreeIcon}
      recordRepresentation="name"
    />
    <Resource
      name="admin-products"
      list={ProductList}
      edit={ProductEdit}
      create={ProductCreate}
      icon={RestaurantIcon}
      recordRepresentation="name"
    />
    <Resource
      name="ingredients"
      list={IngredientList}
      edit={IngredientEdit}
      create={IngredientCreate}
      icon={KitchenIcon}
      recordRepresentation="name"
    />
    <Resource
      name="event-formats"
      list={EventFormatList}
      edit={EventFormatEdit}
      create={EventFormatCreate}
      icon={CelebrationIcon}
      recordRepresentation="name"
    />
    <Resource name="staff" list={StaffList} edit={StaffEdit} create={StaffCreate} icon={BadgeIcon} recordRepresentation="email" />
    <Resource name="audit-log" list={AuditLogList} icon={HistoryIcon} />
    {/* Custom pages check the role themselves (react-admin checks its resources): «Нет доступа» by URL. */}
    <CustomRoutes>
      <Route
        path="/dashboard"
        element={
          <RequirePage page="dashboard">
            <Dashboard />
          </RequirePage>
        }
      />
      <Route
        path="/production-sheet"
        element={
          <RequirePage page="production-sheet">
            <ProductionSheet />
          </RequirePage>
        }
      />
      <Route
        path="/agenda"
        element={
          <RequirePage page="agenda">
            <Agenda />
          </RequirePage>
        }
      />
      <Route
        path="/delivery-sheet"
        element={
          <RequirePage page="delivery-sheet">
            <DeliverySheet />
          </RequirePage>
        }
      />
      <Route
        path="/settings"
        element={
          <RequirePage page="settings">
            <Settings />
          </RequirePage>
        }
      />
      <Route
        path="/kitchen-load"
        element={
          <RequirePage page="kitchen-load">
            <KitchenLoad />
          </RequirePage>
        }
      />
      <Route
        path="/cash-report"
        element={
          <RequirePage page="cash-report">
            <CashReport />
          </RequirePage>
        }
      />
      <Route
        path="/my-deliveries"
        element={
          <RequirePage page="my-deliveries">
            <MyDeliveries />
          </RequirePage>
        }
      />
      <Route
        path="/purchase-list"
        element={
          <RequirePage page="purchase-list">
            <PurchaseList />
          </RequirePage>
        }
      />
      <Route
        path="/lunch-calendar"
        element={
          <RequirePage page="lunch-calendar">
            <LunchCalendar />
          </RequirePage>
        }
      />
      <Route
        path="/lunch-menus"
        element={
          <RequirePage page="lunch-menus">
            <LunchMenuEditor />
          </RequirePage>
        }
      />
    </CustomRoutes>
    <Resource name="short-categories" recordRepresentation="name" />
    <Resource name="short-subcategories" recordRepresentation="name" />
  </Admin>
);

/**
 * Real paths, not hash URLs (the spec's routes are /bulbash_admin/admin/orders etc.): react-admin
 * mounted in a sub path of a BrowserRouter.
 */
export const App = () => (
  <BrowserRouter>
    <Routes>
      <Route path={`${BASENAME}/*`} element={<ShopAdmin />} />
      <Route path="*" element={<Navigate to={BASENAME} replace />} />
    </Routes>
  </BrowserRouter>
);
