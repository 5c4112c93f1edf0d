export { createDataProvider, dataProvider } from './dataProvider';
export type { AdminDataProvider, DashboardData, DashboardDay } from './dataProvider';
export { takeServerMessage } from './serverMessages';
