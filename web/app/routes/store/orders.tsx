import { OrdersPage } from '../../features/store/orders-page';
import storeCss from '../../styles/store.css?url';
import type { Route } from './+types/orders';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: storeCss }];

/** The member's orders (`/account/orders`): receipts and fapiao requests. */
export default function Page() {
  return <OrdersPage />;
}
