import { SHOP_IDENTITY } from '../../common/shop-identity';
import { Letter, renderMail } from './layout';

/** The letter with the e-mail verification link (valid 24 hours). */
export function verifyEmailMail(name: string, link: string): Letter {
  return {
    subject: `Подтвердите e-mail для «${SHOP_IDENTITY.name}»`,
    ...renderMail({
      title: 'Подтверждение электронной почты',
      paragraphs: [
        `Здравствуйте, ${name}!`,
        `Спасибо за регистрацию в интернет-магазине «${SHOP_IDENTITY.name}». Чтобы завершить регистрацию, подтвердите адрес электронной почты.`,
      ],
      button: { label: 'Подтвердить e-mail', url: link },
      footnotes: [
        'Ссылка действует 24 часа и срабатывает один раз.',
        'Если вы не регистрировались в нашем магазине, просто проигнорируйте это письмо.',
      ],
    }),
  };
}

/** The letter with the password reset link (valid 1 hour). */
export function resetPasswordMail(name: string, link: string): Letter {
  return {
    subject: `Восстановление пароля в «${SHOP_IDENTITY.name}»`,
    ...renderMail({
      title: 'Восстановление пароля',
      paragraphs: [
        `Здравствуйте, ${name}!`,
        'Мы получили запрос на смену пароля вашей учетной записи. Чтобы задать новый пароль, перейдите по ссылке.',
      ],
      button: { label: 'Задать новый пароль', url: link },
      footnotes: [
        'Ссылка действует 1 час и срабатывает один раз; новый запрос отменяет прежние ссылки.',
        'Если вы не запрашивали смену пароля, проигнорируйте это письмо: пароль останется прежним.',
      ],
    }),
  };
}

/** To a customer whose account the shop opened while taking an order by phone. */
export function accountOpenedMail(name: string, link: string): Letter {
  return {
    subject: `Ваш личный кабинет в «${SHOP_IDENTITY.name}»`,
    ...renderMail({
      title: 'Мы открыли для вас личный кабинет',
      paragraphs: [
        `Здравствуйте, ${name}!`,
        'Мы приняли ваш заказ по телефону и открыли для вас личный кабинет: в нём видны ваши заказы и их статус. Чтобы входить в него, задайте пароль по ссылке.',
      ],
      button: { label: 'Задать пароль', url: link },
      footnotes: ['Ссылка срабатывает один раз. Если она устарела, воспользуйтесь «Забыли пароль?» на странице входа.'],
    }),
  };
}

/**
 * A staff account the owner made (or a customer account given a role): the role's Russian name
 * and a link that sets the password (a reset token valid `hours` hours).
 */
export function staffInviteMail(name: string, roleLabel: string, link: string, hours: number, hasPassword: boolean): Letter {
  return {
    subject: `Доступ к back office «${SHOP_IDENTITY.name}»: роль «${roleLabel}»`,
    ...renderMail({
      title: 'Вас добавили в команду',
      paragraphs: [
        `Здравствуйте, ${name}!`,
        `Владелец магазина «${SHOP_IDENTITY.name}» открыл вам доступ к back office в роли «${roleLabel}». Чтобы входить, задайте пароль по ссылке.`,
        ...(hasPassword ? ['Если вы уже покупали у нас, можно войти и с прежним паролем: ссылка лишь задаёт новый.'] : []),
      ],
      button: { label: 'Задать пароль', url: link },
      footnotes: [
        `Ссылка действует ${hours} часа и срабатывает один раз. Если она устарела, воспользуйтесь «Забыли пароль?» на странице входа.`,
      ],
    }),
  };
}
