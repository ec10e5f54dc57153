/** True in dev and static builds (the API runs in the browser), false in the server-mode build. */
declare const __BEACON_MOCK__: boolean;
