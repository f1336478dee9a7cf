// Chooses the payment provider from the config: Razorpay when its keys are set, else the sandbox.
import type { Config } from '../../config';
import type { PaymentProvider } from './provider';
import { createRazorpayProvider } from './razorpay';
import { createSandboxProvider, sandboxSecret, type SandboxProvider } from './sandbox';

export function createPaymentProvider(config: Pick<Config, 'razorpay' | 'jwtSecret'>): PaymentProvider | SandboxProvider {
  if (config.razorpay) return createRazorpayProvider(config.razorpay);
  return createSandboxProvider(sandboxSecret(config.jwtSecret));
}

export function isSandbox(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox' && typeof (provider as Partial<SandboxProvider>).pay === 'function';
}
