import { AlipayProvider } from './alipay';
import type { PaymentConfig } from './config';
import { DevPaymentProvider, type DevProviderOptions } from './dev';
import { PaymentError, type PaymentMethod, type PaymentProvider } from './types';
import { WechatPayProvider } from './wechatpay';

export { AlipayProvider } from './alipay';
export { paymentConfigFromEnv, type AlipayConfig, type PaymentConfig, type WechatPayConfig } from './config';
export { DevPaymentProvider, memoryDevBook, type DevNotification, type DevOrder, type DevOrderBook } from './dev';
export { assertMatches, fenToYuan, yuanToFen, type ExpectedTrade } from './match';
export * from './types';
export { WechatPayProvider } from './wechatpay';

export interface PaymentProviders {
  /** The methods the checkout offers, in this order. */
  methods: PaymentMethod[];
  /** The provider of a method; throws `unsupported` for a method that is off. */
  get(method: PaymentMethod): PaymentProvider;
  /** The development provider in local mode (its `simulatePayment` backs the checkout's button). */
  dev: DevPaymentProvider | undefined;
  /** The appid WeChat Pay orders are made under (JSAPI needs the buyer's openid under it); undefined when WeChat Pay is off. */
  wechatAppId: string | undefined;
}

/**
 * Builds the providers the configuration turns on. `dev` gives the development provider the
 * server's secret and where to send its notifications (the dev notify route).
 */
export function createPaymentProviders(config: PaymentConfig, dev: DevProviderOptions): PaymentProviders {
  const byMethod = new Map<PaymentMethod, PaymentProvider>();
  if (config.wechat) byMethod.set('wechat', new WechatPayProvider(config.wechat));
  if (config.alipay) byMethod.set('alipay', new AlipayProvider(config.alipay));
  const devProvider = config.dev ? new DevPaymentProvider(dev) : undefined;
  if (devProvider) byMethod.set('dev', devProvider);
  return {
    methods: [...byMethod.keys()],
    dev: devProvider,
    wechatAppId: config.wechat?.appId,
    get(method) {
      const p = byMethod.get(method);
      if (!p) throw new PaymentError('unsupported', `The payment method ${method} is not configured`, { method });
      return p;
    },
  };
}
