/** Origins a deployment's build is made for (see wxt.config.ts); empty when the build names none. */
interface ImportMetaEnv {
  readonly MARKETLENS_SITE_ORIGIN: string;
  readonly MARKETLENS_API_ORIGIN: string;
}
