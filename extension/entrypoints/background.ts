import { defineBackground } from 'wxt/utils/define-background';

export default defineBackground(() => {
  // The background's listeners are registered by the features that need them.
});
