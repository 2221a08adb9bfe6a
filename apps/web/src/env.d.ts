interface ImportMetaEnv {
  /** Map tiles, `{z}/{x}/{y}` style; without it maps show a plain grid (see components/MapPicker.tsx). */
  readonly VITE_MAP_TILE_URL?: string;
  /** The version a kiosk reports in its heartbeat; `dev` without it. */
  readonly VITE_APP_VERSION?: string;
}
