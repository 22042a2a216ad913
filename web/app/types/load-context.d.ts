import 'react-router';
import type { RuntimeConfig } from '@marketlens/core/config';

declare module 'react-router' {
  interface AppLoadContext {
    runtimeConfig: RuntimeConfig;
  }
}
