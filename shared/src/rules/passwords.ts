// What a new password must be (decisions §6): at least 6 characters as the spec says, at most 200,
// not blank or spaces only, not the shopper's e-mail, and not one of the most common breached
// passwords. The server decides; the sign-up and password forms check the same way first.

export const MIN_PASSWORD = 6;
export const MAX_PASSWORD = 200;
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD} characters`;
export const PASSWORD_TOO_LONG = 'Password is too long';
export const PASSWORD_BLANK = 'Password cannot be blank or only spaces';
export const PASSWORD_IS_EMAIL = 'Password cannot be your e-mail address';
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose another.';
export const PASSWORDS_DIFFER = 'Password and confirm password not match';

// The passwords that lead every published breach count (keyboard walks, number runs, words and
// names with a digit or two, and their Indian favourites), lower-cased. A shopper may not pick
// one: they are the first a guesser tries. Compared without regard to case.
const COMMON = `
123456 123456789 12345678 12345 1234567 1234567890 123123 111111 000000 654321 666666 121212 112233
123321 987654321 0987654321 1q2w3e4r 1q2w3e4r5t 1qaz2wsx qwerty qwerty123 qwertyuiop qwerty1 qwe123
asdfgh asdfghjkl zxcvbnm zxcvbn 1234qwer qazwsx abc123 abcdef abcd1234 a1b2c3 aa123456 123abc
password password1 password12 password123 password@123 password@1 pass@123 passw0rd p@ssw0rd p@ssword
pa$$word admin123 admin@123 administrator welcome welcome1 welcome123 welcome@123 letmein letmein1
iloveyou iloveyou1 iloveu loveyou lovely love123 sunshine sunshine1 princess princess1 monkey dragon
football baseball basketball soccer hockey master master123 shadow superman batman spiderman starwars
trustno1 whatever freedom secret secret123 hello123 hello@123 hellohello computer internet samsung
nokia1234 iphone apple123 google chocolate cheese flower hunter hunter2 jordan23 michael jessica ashley
charlie michelle daniel thomas jennifer andrew joshua pokemon naruto qwerty@123 abc@123 abc@1234
india123 india@123 india1234 bharat mumbai delhi kolkata chennai bangalore hyderabad pune
krishna ganesh sairam omsairam jaishriram jaihind hanuman shiva durga lakshmi mahadev
rahul123 priya123 deepak123 sachin cricket cricket123 dhoni virat ipl2020 ipl2024
123456a 123456aa 123456abc a123456 a12345 aa12345678 qwerty12 asd123 zaq12wsx !qaz2wsx
1111111 11111111 111111111 2222222 22222222 33333333 55555555 7777777 77777777 88888888 99999999
1234512345 12341234 11223344 123654 147258369 147258 159753 741852963 789456123 789456 456789
102030 101010 202020 007007 0123456 01234567 1122334455 abcabc aaaaaa aaaaaaaa zzzzzz qqqqqq
changeme default guest test123 test@123 testing user123 login123 root123 toor demo123 demo@123
mypassword mypass newpassword nopassword passpass 1password 12qwaszx q1w2e3r4 q1w2e3r4t5 123qwe
123qweasd qweasd qweasdzxc 1qaz2wsx3edc azerty 123654789 666999 696969 159357 zxcvbnm123
`;

let common: ReadonlySet<string> | null = null;

/** True for a password every guesser tries first (compared without regard to case or outer spaces). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON.split(/\s+/).filter(Boolean));
  return common.has(password.trim().toLowerCase());
}

/**
 * The checks a form makes before it asks: every rule but the list of common passwords, which
 * stays with the server (the browser does not download it). Null when none fails.
 */
export function passwordShapeProblem(password: string, email: string): string | null {
  if (password.trim() === '') return PASSWORD_BLANK;
  if (password.length < MIN_PASSWORD) return PASSWORD_TOO_SHORT;
  if (password.length > MAX_PASSWORD) return PASSWORD_TOO_LONG;
  if (email.trim() !== '' && password.trim().toLowerCase() === email.trim().toLowerCase()) return PASSWORD_IS_EMAIL;
  return null;
}

/** Why `password` may not be used by the owner of `email`; null when it may (the server's verdict). */
export function passwordProblem(password: string, email: string): string | null {
  return passwordShapeProblem(password, email) ?? (isCommonPassword(password) ? PASSWORD_TOO_COMMON : null);
}
