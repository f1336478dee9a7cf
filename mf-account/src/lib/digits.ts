/** Phone and code fields take digits only. */
export const digitsOnly = (value: string): string => value.replace(/\D+/g, '');
