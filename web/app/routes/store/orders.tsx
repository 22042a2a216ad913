import { OrdersPage } from '../../features/store/orders-page';
import storeCss from '../../styles/store.css?url';
import { inlineCss } from '../../lib/inline-css';

export const handle = inlineCss({ store: storeCss });

/** The member's orders (`/account/orders`): receipts and fapiao requests. */
export default function Page() {
  return <OrdersPage />;
}
