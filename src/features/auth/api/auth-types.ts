export interface PasswordLoginBody {
  username: string
  password: string
  captchaVerification?: string
  socialType?: number
  socialCode?: string
  socialState?: string
}

export interface SmsLoginBody {
  mobile: string
  code: string
}

/** Scene 21 is the SMS login scene of the backend's SmsSceneEnum. */
export const SMS_LOGIN_SCENE = 21

export interface SendSmsCodeBody {
  mobile: string
  scene: typeof SMS_LOGIN_SCENE
}

export interface SocialAuthRedirectArgs {
  type: number
  redirectUri: string
}
