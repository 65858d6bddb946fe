import { Route, Switch } from 'wouter';
import { accountRoutePatterns as routes } from '../../../platform/routing/account-paths';
import { AddressesPage } from './addresses-page';
import { ChangePasswordPage } from './change-password-page';
import { CreateAccountPage } from './create-account-page';
import { DetailsPage } from './details-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { PaymentMethodsPage } from './payment-methods-page';
import { SignInPage } from './sign-in-page';
import { VerifyPage } from './verify-page';

/**
 * The account pages by route. The route table hands every account route to this one component
 * (`routePatterns.accountPages`), so each page's entry holds one route and one lazy page for
 * them all (issue 10's initial-JS ceilings).
 */
export function AccountRoutes() {
  return (
    <Switch>
      <Route path={routes.signIn} component={SignInPage} />
      <Route path={routes.create} component={CreateAccountPage} />
      <Route path={routes.verify} component={VerifyPage} />
      <Route path={routes.forgotPassword} component={ForgotPasswordPage} />
      <Route path={routes.setPassword} component={ChangePasswordPage} />
      <Route path={routes.paymentMethods} component={PaymentMethodsPage} />
      <Route path={routes.details} component={DetailsPage} />
      <Route path={routes.addresses} component={AddressesPage} />
    </Switch>
  );
}
