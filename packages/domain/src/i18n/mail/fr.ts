import type { en } from './en.js';

/**
 * French mail texts (tu for members, vous for parents). Apostrophes are typographic (’): a straight
 * one before a brace would start an ICU quote.
 */
export const fr = {
  'common.greeting': 'Bonjour {name},',
  'common.there': 'à toi',
  'common.hello': 'Bonjour,',
  'common.hi': 'Bonjour,',
  'common.someone': 'Quelqu’un',
  'common.labelUrl': '{label} : {url}',
  'common.buttonFallback': 'Si le bouton ne fonctionne pas, ouvre ce lien : {url}',
  'common.buttonsFallback': 'Si un bouton ne fonctionne pas, ouvrez son lien :',
  'common.dateTime': '{date} à {time} ({zone})',

  'verify.subject': 'Confirme ton adresse e-mail Storyloom',
  'verify.welcome': 'Bienvenue sur Storyloom ! Confirme ton adresse e-mail pour pouvoir te connecter.',
  'verify.validity': 'Le lien est valable 24 heures. Si tu n’as pas créé de compte, tu peux ignorer cet e-mail.',
  'verify.title': 'Confirme ton e-mail',
  'verify.button': 'Confirmer l’e-mail',

  'template.sender': 'L’équipe Storyloom',
  'template.welcome.subject': 'Bienvenue dans {course} !',
  'template.welcome.body':
    'Bonjour {name},\n\nBienvenue dans {course} ! Ton inscription est faite et ton premier module t’attend.\n\nCommence à apprendre : {link}\n\nÀ très vite,\n{sender}',
  'template.course_completion.subject': 'Tu as terminé {course} !',
  'template.course_completion.body':
    'Bonjour {name},\n\nBravo, tu as terminé {course} ! Tous les modules sont faits et ta progression est enregistrée.\n\nTon certificat est prêt, et toute personne à qui tu le montres peut le vérifier ici : {certificate}\n\nDécouvre quoi apprendre ensuite : {link}\n\nContinue à créer,\n{sender}',
  'template.password_reset.subject': 'Réinitialise ton mot de passe Storyloom',
  'template.password_reset.body':
    'Bonjour {name},\n\nNous avons reçu une demande de réinitialisation de ton mot de passe. Choisis-en un nouveau ici (le lien fonctionne pendant une heure) :\n\n{link}\n\nSi tu n’as rien demandé, tu peux ignorer cet e-mail : ton mot de passe reste le même.\n\n{sender}',

  'activity.commentSubject': '{who} a commenté ta publication',
  'activity.followerSubject': '{who} a commencé à te suivre',
  'activity.commentLine': '« {comment} »',
  'activity.openPost': 'Voir la conversation',
  'activity.openProfile': 'Voir son profil',
  'activity.digestSubject':
    '{count, plural, one {# nouveau commentaire sur tes publications} other {# nouveaux commentaires sur tes publications}}',
  'activity.digestMixedSubject':
    '{count, plural, one {# nouveauté de la communauté} other {# nouveautés de la communauté}}',
  'activity.digestFollowerLine': '{who} a commencé à te suivre',
  'activity.digestCommentLine': '{who} : « {comment} »',
  'activity.openCommunity': 'Ouvrir la communauté',
  'activity.manage':
    'Tu reçois cet e-mail car les e-mails d’activité de la communauté sont activés. Désactive-les dans Paramètres → Notifications : {url}',

  'team.subject': 'Tu es invité à rejoindre une équipe sur Storyloom',
  'team.someone': 'Un membre de Storyloom',
  'team.invitedAdmin': '{who} t’invite à rejoindre son équipe sur Storyloom en tant qu’Admin.',
  'team.invitedEditor': '{who} t’invite à rejoindre son équipe sur Storyloom en tant qu’Éditeur.',
  'team.signInFirst':
    'Connecte-toi ou crée d’abord un compte avec cette adresse e-mail, puis accepte l’invitation. Elle est valable 7 jours.',
  'team.ignore': 'Si tu ne t’y attendais pas, tu peux ignorer cet e-mail.',
  'team.title': 'Invitation dans une équipe',
  'team.textLink': 'Accepter l’invitation',
  'team.button': 'Accepter l’invitation',

  'export.subject': 'Tes données Storyloom sont prêtes à être téléchargées',
  'export.ready': 'La copie de tes données Storyloom que tu as demandée est prête.',
  'export.before':
    'Télécharge-la depuis Paramètres → Confidentialité avant le {date}. Ensuite, le fichier est supprimé et tu peux en demander un nouveau.',
  'export.notYou':
    'Si tu n’as rien demandé, change ton mot de passe et déconnecte tes autres appareils dans Paramètres → Identifiants de connexion.',
  'export.title': 'Tes données sont prêtes',
  'export.button': 'Ouvrir Paramètres → Confidentialité',

  'event.subject': 'Tu es inscrit : {title}',
  'event.registered': 'Tu es inscrit à « {title} ».',
  'event.when': 'Quand : {when}',
  'event.where': 'Où : {where}',
  'event.seeYou': 'À bientôt sur place !',
  'event.details': 'Détails de l’événement',

  'moderation.subject': 'Un modérateur a pris une mesure sur Storyloom',
  'moderation.your.post': 'ta publication',
  'moderation.your.comment': 'ton commentaire',
  'moderation.your.module_comment': 'ton commentaire dans la discussion du cours',
  'moderation.your.profile': 'ton profil',
  'moderation.your.space': 'ton espace',
  'moderation.your.event': 'ton événement',
  'moderation.your.ai_generation': 'ton résultat d’IA',
  'moderation.your.member': 'ton compte',
  'moderation.hide': 'Un modérateur a masqué {what}.',
  'moderation.remove': 'Un modérateur a supprimé {what}.',
  'moderation.warn': 'Un modérateur t’a donné un avertissement concernant {what}.',
  'moderation.mute':
    'Un modérateur a mis ton écriture en pause (publications, commentaires et réactions) jusqu’au {until}.',
  'moderation.suspend': 'Un modérateur a suspendu ton compte jusqu’au {until}. Tu ne peux pas te connecter d’ici là.',
  'moderation.ban': 'Un modérateur a banni ton compte. Tu ne peux plus te connecter.',
  'moderation.looked': 'Un modérateur a examiné {what}.',
  'moderation.later': 'plus tard',
  'moderation.rule': 'La règle de la communauté qui n’a pas été respectée : « {title} ». Lis-la ici : {url}',
  'moderation.note': 'La note du modérateur : {note}',
  'moderation.appealContact':
    'Si tu penses que c’est une erreur, dis-le-nous via la page de contact ({url}) et nous regarderons à nouveau.',
  'moderation.appealNotices': 'Si tu penses que c’est une erreur, tu peux faire appel une fois, dans tes avis : {url}',
  'moderation.guidelines': 'Règles de la communauté',
  'moderation.contactUs': 'Nous contacter',
  'moderation.yourNotices': 'Tes avis',
  'moderation.ruleTitle.be-kind': 'Sois bienveillant',
  'moderation.ruleTitle.keep-private-info-private': 'Garde tes informations personnelles privées',
  'moderation.ruleTitle.stay-safe': 'Prends soin de toi et des autres',
  'moderation.ruleTitle.keep-it-appropriate': 'Reste approprié',
  'moderation.ruleTitle.no-hate': 'Pas de haine',
  'moderation.ruleTitle.no-spam': 'Pas de spam ni d’arnaques',
  'moderation.ruleTitle.respect-creators': 'Respecte les autres créateurs',

  'moderation.noun.post': 'publication',
  'moderation.noun.comment': 'commentaire',
  'moderation.noun.module_comment': 'commentaire dans la discussion du cours',
  'moderation.noun.profile': 'profil',
  'moderation.noun.space': 'espace',
  'moderation.noun.event': 'événement',
  'moderation.noun.ai_generation': 'résultat d’IA',
  'moderation.noun.member': 'compte',
  'moderation.digest.subject':
    '{total, plural, one {# élément signalé attend} other {# éléments signalés attendent}} depuis plus de {hours} heures',
  'moderation.digest.intro': 'Ces signalements attendent un modérateur depuis plus de {hours} heures :',
  'moderation.digest.item':
    '{noun} : « {excerpt} » ({reports, plural, one {# signalement} other {# signalements}}, le premier le {date})',
  'moderation.digest.more': '…et {count} de plus.',
  'moderation.digest.deleted': '(supprimé)',
  'moderation.digest.open': 'Ouvrir la file de modération',

  'parent.notice.subject': 'Merci d’approuver le compte Storyloom de votre enfant',
  'parent.confirmed.subject': 'Vous avez approuvé le compte Storyloom de votre enfant',
  'parent.revoked.subject': 'Vous avez retiré votre approbation sur Storyloom',
  'parent.deleted.subject': 'Le compte Storyloom de votre enfant a été supprimé',
  'parent.passwordSet.subject': 'Vous avez défini un nouveau mot de passe pour le compte Storyloom de votre enfant',
  'parent.ignore':
    'Si vous ne savez pas de quoi il s’agit, ne faites rien : sans votre approbation, le compte est supprimé et nous ne gardons rien sur vous.',
  'parent.approveHeading': 'Approuver le compte',
  'parent.approveDeadline':
    'Le lien d’approbation ci-dessous fonctionne une seule fois, jusqu’au {deadline}. Sur cette page, vous approuvez le compte et, séparément, vous décidez pour le fournisseur d’IA.',
  'parent.reviewButton': 'Lire et approuver',
  'parent.pageButton': 'Page parent',
  'parent.pageWithdrawButton': 'Page parent (retirer l’approbation)',
  'parent.noticeVersion': 'Version de la notice : {version}.',
  'parent.ai.offline':
    'Les outils d’IA fonctionnent sur notre propre serveur : rien de ce que votre enfant y écrit n’est envoyé à l’extérieur.',
  'parent.ai.shared':
    'Vous avez aussi accepté le partage avec le fournisseur d’IA : ce que votre enfant saisit dans un outil d’IA lui est envoyé.',
  'parent.ai.notShared':
    'Vous n’avez pas accepté le partage avec le fournisseur d’IA : les outils d’IA fonctionnent hors ligne pour ce compte et n’envoient rien à l’extérieur.',
  'parent.confirmed.thanks':
    'Merci. Vous avez approuvé le compte Storyloom {username} ; votre enfant peut maintenant participer.',
  'parent.confirmed.withdraw':
    'Si ce n’était pas vous, ou si vous changez d’avis, retirez votre approbation sur la page parent : votre enfant est déconnecté en moins d’une minute et peut seulement parcourir les cours à nouveau. Vous pouvez aussi y voir ce que contient le compte, télécharger ses données ou le supprimer.',
  'parent.revoked.body':
    'Vous avez retiré votre approbation pour le compte Storyloom {username}. Votre enfant a été déconnecté et peut seulement parcourir les cours jusqu’à ce que vous l’approuviez à nouveau.',
  'parent.revoked.options':
    'Sur la page parent, vous pouvez l’approuver à nouveau, télécharger les données du compte ou le supprimer.',
  'parent.deleted.body':
    'Le compte Storyloom {username} a été supprimé, avec tout ce qu’il contenait, ainsi que votre adresse e-mail. Les liens des e-mails précédents ne fonctionnent plus.',
  'parent.passwordSet.body':
    'Vous avez défini un nouveau mot de passe pour le compte Storyloom {username}. Votre enfant a été déconnecté partout et se connecte avec son nom d’utilisateur et le nouveau mot de passe.',
  'parent.passwordSet.notYou':
    'Si ce n’était pas vous, ouvrez la page parent : vous pouvez y définir un autre mot de passe, retirer votre approbation ou supprimer le compte.',

  'notice.intro':
    'Votre enfant s’est inscrit sur Storyloom, un site d’apprentissage et de communauté pour les jeunes créateurs, avec le nom d’utilisateur {username}, et nous a donné votre adresse e-mail. Avant qu’il puisse participer, nous avons besoin de votre approbation. Voici ce que cela signifie.',
  'notice.collected.heading': 'Ce que nous avons collecté et pourquoi',
  'notice.collected.username':
    'Le nom d’utilisateur choisi par votre enfant : il s’en sert pour se connecter, et les autres membres reconnaissent ses créations grâce à lui.',
  'notice.collected.password':
    'Son mot de passe, conservé uniquement sous forme d’empreinte brouillée que personne, pas même nous, ne peut lire : ainsi, lui seul peut se connecter.',
  'notice.collected.birth':
    'Son mois et son année de naissance : pour créer le bon type de compte et savoir quand votre approbation ne sera plus nécessaire.',
  'notice.collected.email':
    'Votre adresse e-mail : pour vous demander votre approbation et vous écrire au sujet du compte.',
  'notice.nothingMore.heading': 'Rien de plus sans votre approbation',
  'notice.nothingMore.body':
    'Tant que vous n’avez pas approuvé, le compte peut seulement parcourir les cours, et nous ne collectons rien d’autre : ni adresse e-mail de votre enfant, ni photo, ni localisation.',
  'notice.whatTheyDo.heading': 'Ce que votre enfant peut faire sur Storyloom',
  'notice.whatTheyDo.body':
    'Suivre des cours et voir sa progression, utiliser les outils créatifs d’IA et participer à la communauté : écrire des publications et des commentaires, aimer et suivre, rejoindre des espaces et s’inscrire à des événements.',
  'notice.visible.heading': 'Ce que les autres membres peuvent voir',
  'notice.visible.members':
    'Les membres connectés peuvent voir le nom d’utilisateur de votre enfant, le texte de son profil, ainsi que les publications, commentaires, mentions J’aime, abonnements, espaces et événements auxquels il participe.',
  'notice.visible.guests':
    'Les visiteurs non connectés n’en voient rien, et nous demandons aux moteurs de recherche de ne pas le référencer. Nous n’affichons jamais sa localisation, car nous ne la demandons jamais.',
  'notice.recipients.heading': 'Qui d’autre reçoit des données',
  'notice.recipients.mail': 'Notre prestataire d’e-mail, qui distribue les e-mails que nous vous envoyons.',
  'notice.recipients.offline':
    'Les outils d’IA fonctionnent sur notre propre serveur : aucun fournisseur d’IA ne reçoit ce que votre enfant écrit.',
  'notice.recipients.provider':
    'Le fournisseur d’IA qui fait fonctionner les outils d’IA reçoit ce que votre enfant saisit dans un outil, mais seulement si vous l’approuvez séparément. Sans cette approbation, les outils fonctionnent hors ligne sur notre propre serveur et n’envoient rien à l’extérieur.',
  'notice.retention.heading': 'Combien de temps nous les conservons',
  'notice.retention.unapproved':
    'Si personne n’approuve dans un délai de {days, plural, one {# jour} other {# jours}}, nous supprimons définitivement le compte et votre adresse e-mail.',
  'notice.retention.approved':
    'Après votre approbation, nous conservons le compte jusqu’à ce que vous ou votre enfant le supprimiez.',
  'notice.rights.heading': 'Vos droits',
  'notice.rights.body':
    'À tout moment, depuis la page parent dont le lien figure dans chaque e-mail que nous vous envoyons (aucun compte parent nécessaire), vous pouvez voir ce que contient le compte, télécharger une copie de ses données, retirer votre approbation (votre enfant est déconnecté et peut seulement parcourir les cours à nouveau) et supprimer le compte.',
  'notice.fullNotice': 'Lire la notice de confidentialité complète pour les enfants',

  'comingOfAge.parent.subject': 'Votre enfant gère désormais son compte Storyloom',
  'comingOfAge.parent.ended':
    'Le compte Storyloom {username}, que vous aviez approuvé, appartient à une personne désormais majeure, d’après le mois et l’année de naissance indiqués. Votre lien avec le compte a pris fin aujourd’hui.',
  'comingOfAge.parent.noMore':
    'Vous ne recevrez plus d’e-mails au sujet de ce compte, et le lien de votre page parent ne fonctionne plus. Votre enfant décide désormais lui-même de son compte et de ses données.',
  'comingOfAge.parent.kept':
    'Nous conservons la trace de votre approbation tant que le compte existe, et rien d’autre vous concernant.',
  'comingOfAge.parent.link': 'Lire notre notice de confidentialité',
  'comingOfAge.member.subject': 'Ton compte Storyloom est maintenant à toi de le gérer',
  'comingOfAge.member.ended':
    'Le lien de ton parent avec ton compte Storyloom a pris fin, car tu es maintenant majeur d’après le mois et l’année de naissance que tu as indiqués. Nous l’avons aussi dit à ton parent.',
  'comingOfAge.member.decide':
    'Désormais, toi seul décides de ton compte : tu peux télécharger tes données ou supprimer ton compte dans Paramètres → Confidentialité.',
  'comingOfAge.member.link': 'Tes paramètres de confidentialité',
} as const satisfies Record<keyof typeof en, string>;
