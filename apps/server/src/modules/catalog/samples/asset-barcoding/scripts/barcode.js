// EAN-13: 12 digits and a check digit, weights 1 and 3 from the left.
export function checkDigit(twelveDigits) {
  const sum = [...twelveDigits].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(input) {
  const code = String(input.barcode ?? '');
  return /^\d{13}$/.test(code) && checkDigit(code.slice(0, 12)) === Number(code[12]);
}
