import { defineMail } from '../../../lib/mail/template';

// The mails of password reset, address confirmation and invitations, in the five languages of the
// product's copy. Each carries one link; the footer says what to do when it was not asked for.

interface LinkData {
  url: string;
}

export const resetMail = defineMail<LinkData>({
  en: ({ url }) => ({
    subject: 'Reset your Beacon Admin password',
    lines: [
      'Someone asked to reset the password of the Beacon Admin account with this address.',
      'Follow the link to choose a new one. It works once, for 30 minutes, and signs out every device of the account.',
    ],
    action: { label: 'Choose a new password', url },
    footer: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  }),
  fr: ({ url }) => ({
    subject: 'Réinitialisez votre mot de passe Beacon Admin',
    lines: [
      'Quelqu’un a demandé à réinitialiser le mot de passe du compte Beacon Admin qui utilise cette adresse.',
      'Suivez le lien pour en choisir un nouveau. Il fonctionne une seule fois, pendant 30 minutes, et déconnecte tous les appareils du compte.',
    ],
    action: { label: 'Choisir un nouveau mot de passe', url },
    footer:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe ne change pas.',
  }),
  de: ({ url }) => ({
    subject: 'Setzen Sie Ihr Beacon-Admin-Passwort zurück',
    lines: [
      'Jemand hat angefordert, das Passwort des Beacon-Admin-Kontos mit dieser Adresse zurückzusetzen.',
      'Folgen Sie dem Link, um ein neues zu wählen. Er funktioniert einmal, 30 Minuten lang, und meldet alle Geräte des Kontos ab.',
    ],
    action: { label: 'Neues Passwort wählen', url },
    footer:
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  }),
  pt: ({ url }) => ({
    subject: 'Redefina a sua senha do Beacon Admin',
    lines: [
      'Alguém pediu para redefinir a senha da conta do Beacon Admin com este endereço.',
      'Siga o link para escolher uma nova. Ele funciona uma vez, durante 30 minutos, e desconecta todos os dispositivos da conta.',
    ],
    action: { label: 'Escolher uma nova senha', url },
    footer: 'Se não foi você que pediu, ignore este e-mail: a sua senha continua a mesma.',
  }),
  ar: ({ url }) => ({
    subject: 'إعادة تعيين كلمة مرور Beacon Admin',
    lines: [
      'طلب أحدهم إعادة تعيين كلمة مرور حساب Beacon Admin المرتبط بهذا العنوان.',
      'اتبع الرابط لاختيار كلمة مرور جديدة. يعمل مرة واحدة خلال 30 دقيقة، ويسجّل خروج كل أجهزة الحساب.',
    ],
    action: { label: 'اختيار كلمة مرور جديدة', url },
    footer: 'إن لم تطلب ذلك فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
  }),
});

export const verifyMail = defineMail<LinkData>({
  en: ({ url }) => ({
    subject: 'Confirm your e-mail address for Beacon Admin',
    lines: [
      'Welcome to Beacon Admin. Confirm that this address is yours by following the link.',
      'It works once, for 24 hours.',
    ],
    action: { label: 'Confirm my address', url },
    footer: 'If you did not sign up, ignore this mail.',
  }),
  fr: ({ url }) => ({
    subject: 'Confirmez votre adresse e-mail pour Beacon Admin',
    lines: [
      'Bienvenue sur Beacon Admin. Confirmez que cette adresse est la vôtre en suivant le lien.',
      'Il fonctionne une seule fois, pendant 24 heures.',
    ],
    action: { label: 'Confirmer mon adresse', url },
    footer: 'Si vous ne vous êtes pas inscrit, ignorez ce message.',
  }),
  de: ({ url }) => ({
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Beacon Admin',
    lines: [
      'Willkommen bei Beacon Admin. Bestätigen Sie über den Link, dass diese Adresse Ihnen gehört.',
      'Er funktioniert einmal, 24 Stunden lang.',
    ],
    action: { label: 'Adresse bestätigen', url },
    footer: 'Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.',
  }),
  pt: ({ url }) => ({
    subject: 'Confirme o seu endereço de e-mail no Beacon Admin',
    lines: [
      'Bem-vindo ao Beacon Admin. Confirme que este endereço é seu seguindo o link.',
      'Ele funciona uma vez, durante 24 horas.',
    ],
    action: { label: 'Confirmar o meu endereço', url },
    footer: 'Se não se registou, ignore este e-mail.',
  }),
  ar: ({ url }) => ({
    subject: 'تأكيد عنوان بريدك الإلكتروني في Beacon Admin',
    lines: [
      'مرحبًا بك في Beacon Admin. أكّد أن هذا العنوان لك باتباع الرابط.',
      'يعمل مرة واحدة خلال 24 ساعة.',
    ],
    action: { label: 'تأكيد عنواني', url },
    footer: 'إن لم تسجّل فتجاهل هذه الرسالة.',
  }),
});

export const emailChangeMail = defineMail<LinkData & { username: string }>({
  en: ({ url, username }) => ({
    subject: 'Confirm your new e-mail address for Beacon Admin',
    lines: [
      `The Beacon Admin account ${username} asked to use this address from now on.`,
      'Follow the link to confirm it: the account’s address changes only then. It works once, for 24 hours.',
    ],
    action: { label: 'Confirm the new address', url },
    footer: 'If you did not ask for this, ignore this mail: nothing changes.',
  }),
  fr: ({ url, username }) => ({
    subject: 'Confirmez votre nouvelle adresse e-mail pour Beacon Admin',
    lines: [
      `Le compte Beacon Admin ${username} a demandé à utiliser désormais cette adresse.`,
      'Suivez le lien pour la confirmer : l’adresse du compte ne change qu’à ce moment. Il fonctionne une seule fois, pendant 24 heures.',
    ],
    action: { label: 'Confirmer la nouvelle adresse', url },
    footer: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne change.',
  }),
  de: ({ url, username }) => ({
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse für Beacon Admin',
    lines: [
      `Das Beacon-Admin-Konto ${username} möchte künftig diese Adresse verwenden.`,
      'Folgen Sie dem Link, um sie zu bestätigen: Erst dann ändert sich die Adresse des Kontos. Er funktioniert einmal, 24 Stunden lang.',
    ],
    action: { label: 'Neue Adresse bestätigen', url },
    footer:
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
  }),
  pt: ({ url, username }) => ({
    subject: 'Confirme o seu novo endereço de e-mail no Beacon Admin',
    lines: [
      `A conta ${username} do Beacon Admin pediu para usar este endereço a partir de agora.`,
      'Siga o link para o confirmar: só então o endereço da conta muda. Ele funciona uma vez, durante 24 horas.',
    ],
    action: { label: 'Confirmar o novo endereço', url },
    footer: 'Se não foi você que pediu, ignore este e-mail: nada muda.',
  }),
  ar: ({ url, username }) => ({
    subject: 'تأكيد عنوان بريدك الإلكتروني الجديد في Beacon Admin',
    lines: [
      `طلب حساب Beacon Admin ‏${username} استخدام هذا العنوان من الآن.`,
      'اتبع الرابط لتأكيده: لا يتغيّر عنوان الحساب إلا عندها. يعمل مرة واحدة خلال 24 ساعة.',
    ],
    action: { label: 'تأكيد العنوان الجديد', url },
    footer: 'إن لم تطلب ذلك فتجاهل هذه الرسالة: لن يتغيّر شيء.',
  }),
});

export const invitationMail = defineMail<LinkData & { role: string }>({
  en: ({ url, role }) => ({
    subject: 'You are invited to Beacon Admin',
    lines: [
      `An administrator invites you to Beacon Admin, with the role “${role}”.`,
      'Follow the link to choose a username and a password. It works once, for 7 days.',
    ],
    action: { label: 'Accept the invitation', url },
    footer: 'If you do not know why you got this, ignore this mail.',
  }),
  fr: ({ url, role }) => ({
    subject: 'Vous êtes invité sur Beacon Admin',
    lines: [
      `Un administrateur vous invite sur Beacon Admin, avec le rôle « ${role} ».`,
      'Suivez le lien pour choisir un nom d’utilisateur et un mot de passe. Il fonctionne une seule fois, pendant 7 jours.',
    ],
    action: { label: 'Accepter l’invitation', url },
    footer: 'Si vous ne savez pas pourquoi vous recevez ce message, ignorez-le.',
  }),
  de: ({ url, role }) => ({
    subject: 'Sie sind zu Beacon Admin eingeladen',
    lines: [
      `Ein Administrator lädt Sie zu Beacon Admin ein, mit der Rolle „${role}“.`,
      'Folgen Sie dem Link, um einen Benutzernamen und ein Passwort zu wählen. Er funktioniert einmal, 7 Tage lang.',
    ],
    action: { label: 'Einladung annehmen', url },
    footer: 'Wenn Sie nicht wissen, warum Sie diese E-Mail erhalten, ignorieren Sie sie.',
  }),
  pt: ({ url, role }) => ({
    subject: 'Você foi convidado para o Beacon Admin',
    lines: [
      `Um administrador convida você para o Beacon Admin, com a função “${role}”.`,
      'Siga o link para escolher um nome de utilizador e uma senha. Ele funciona uma vez, durante 7 dias.',
    ],
    action: { label: 'Aceitar o convite', url },
    footer: 'Se não sabe por que recebeu este e-mail, ignore-o.',
  }),
  ar: ({ url, role }) => ({
    subject: 'أنت مدعو إلى Beacon Admin',
    lines: [
      `يدعوك أحد المسؤولين إلى Beacon Admin بدور «${role}».`,
      'اتبع الرابط لاختيار اسم مستخدم وكلمة مرور. يعمل مرة واحدة خلال 7 أيام.',
    ],
    action: { label: 'قبول الدعوة', url },
    footer: 'إن كنت لا تعرف سبب وصول هذه الرسالة فتجاهلها.',
  }),
});
