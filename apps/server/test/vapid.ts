/**
 * A VAPID key pair for tests only (generated with web-push's generateVAPIDKeys; it signs nothing
 * outside tests). Production configurations in tests need it: config.ts requires VAPID there.
 */
export const testVapidEnv = {
  VAPID_PUBLIC_KEY: 'BKxWBPZwH2FNy73rQVLhsU6ttUB5hQtAvRV4g5sKX3K3vfs3Cj0Z-NDizKuWeXOeoAtd15hln6R926jfpjf-RVA',
  VAPID_PRIVATE_KEY: '2WmSYvcaoj1sA5hoy5LAKsQ9IKU7_dU0Da1Czj8-S1Q',
  VAPID_SUBJECT: 'mailto:ops@thrivewell.example',
};
