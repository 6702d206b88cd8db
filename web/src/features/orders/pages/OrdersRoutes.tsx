import { useRoutes } from 'react-router';
import { NewOrderPage } from './NewOrderPage';
import { OrderPage } from './OrderPage';
import { OrdersPage } from './OrdersPage';

/** /orders, /orders/new and /orders/:id load together: one line in the app's route table (entry budget). */
export function OrdersRoutes() {
  return useRoutes([
    { index: true, element: <OrdersPage /> },
    { path: 'new', element: <NewOrderPage /> },
    { path: ':id', element: <OrderPage /> },
  ]);
}
