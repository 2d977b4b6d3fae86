/** The OTP SMS body. Indian DLT rules require it to match the registered template word for word. */
export function otpText(code: string, ttlMinutes: number, product: string): string {
  return `${code} is your ${product} login OTP. It is valid for ${ttlMinutes} minutes. Do not share it with anyone.`;
}
