import { Route, Switch } from 'wouter';
import { orderRoutePatterns as routes } from '../../../platform/routing/order-paths';
import { CompletePage } from './complete-page';
import { OrderHistoryPage } from './order-history-page';
import { OrderPage } from './order-page';
import { OrderStatusPage } from './order-status-page';
import { TrackingPage } from './tracking-page';

/**
 * The order pages by route. The route table hands every order route to this one component
 * (`routePatterns.orderPages`), so each page's entry holds one route and one lazy page for
 * all five, not five (issue 10's initial-JS ceilings).
 */
export function OrderRoutes() {
  return (
    <Switch>
      <Route path={routes.complete} component={CompletePage} />
      <Route path={routes.history} component={OrderHistoryPage} />
      <Route path={routes.orderStatus} component={OrderStatusPage} />
      <Route path={routes.order} component={OrderPage} />
      <Route path={routes.tracking} component={TrackingPage} />
    </Switch>
  );
}
