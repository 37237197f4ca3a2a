/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Pins the brand for a single-brand build; empty lets the server pick it from the host name. */
  readonly VITE_MERCHANT?: string;
}
