/**
 * Whether this browser can pay with a wallet (issue 13: wallets are shown only where the
 * browser's Payment Request API says it can pay): `canMakePayment()` of a request for that
 * wallet alone must resolve true. A browser without the API, a request it refuses to build, a
 * check it refuses (browsers limit how often a page may ask) or any answer but true hides the
 * wallet. Each wallet is asked once per page: asking again would only spend the browser's
 * allowance, and a browser does not gain a wallet while a page is open.
 */
import type { WalletBrandCode } from '../../shared/payments/site-payment-methods';
import { walletRequest, type WalletOrder } from './wallet-request';

const answers = new Map<WalletBrandCode, Promise<boolean>>();

async function ask(wallet: WalletBrandCode, order: WalletOrder): Promise<boolean> {
  try {
    const request = walletRequest(wallet, order);
    if (!request) return false;
    return (await request.canMakePayment()) === true;
  } catch {
    return false;
  }
}

export function canPayWithWallet(wallet: WalletBrandCode, order: WalletOrder): Promise<boolean> {
  let answer = answers.get(wallet);
  if (!answer) {
    answer = ask(wallet, order);
    answers.set(wallet, answer);
  }
  return answer;
}
