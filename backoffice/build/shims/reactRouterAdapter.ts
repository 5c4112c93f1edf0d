/**
 * What ra-core's react-router adapter imports from react-router-dom, minus its hash-router
 * fallback. The adapter only creates a hash router (`createHashRouter` + `RouterProvider`,
 * react-router's whole data router) when `<Admin>` is not inside a router already; the back
 * office always renders it inside its `BrowserRouter` (src/App.tsx), so the build leaves it out.
 */
export {
  useNavigate,
  useLocation,
  useParams,
  useBlocker,
  useMatch,
  useInRouterContext,
  Link,
  Navigate,
  Route,
  Routes,
  Outlet,
  matchPath,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
} from 'react-router-dom';

const outsideRouter = (): never => {
  throw new Error('The back office renders <Admin> inside its BrowserRouter (src/App.tsx); the hash-router fallback is not built in.');
};

export const createHashRouter = outsideRouter;
export const RouterProvider = outsideRouter;
