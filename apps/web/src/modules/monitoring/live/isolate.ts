/**
 * A figure put into a translated sentence, set apart from it (first-strong isolate): "3.2 °C" in
 * an Arabic line would otherwise read "C° 3.2".
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
