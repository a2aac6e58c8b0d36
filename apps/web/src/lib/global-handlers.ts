// TEMP placeholder: replaced by the error-reporting work in progress.
export function installGlobalErrorHandlers() {}
