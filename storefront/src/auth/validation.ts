import { compact, confirmation, email, password, required, type Errors } from '../shared/validation';

export type SignInValues = { email: string; password: string };
export type SignUpValues = { name: string; surname: string; email: string; password: string; confirm_password: string };
export type NewPasswordValues = { password: string; confirm_password: string };
export type ForgotValues = { email: string };

export const validateSignIn = (v: SignInValues): Errors<keyof SignInValues> =>
  compact({ email: email(v.email), password: password(v.password) });

export const validateSignUp = (v: SignUpValues): Errors<keyof SignUpValues> =>
  compact({
    name: required(v.name),
    surname: required(v.surname),
    email: email(v.email),
    password: password(v.password),
    confirm_password: confirmation(v.confirm_password, v.password),
  });

export const validateNewPassword = (v: NewPasswordValues): Errors<keyof NewPasswordValues> =>
  compact({ password: password(v.password), confirm_password: confirmation(v.confirm_password, v.password) });

export const validateForgot = (v: ForgotValues): Errors<keyof ForgotValues> => compact({ email: email(v.email) });
