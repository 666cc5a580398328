import type { en } from './en.js';

/** Spanish mail texts (tú: friendly, for young members and their parents). */
export const es = {
  'common.greeting': '¡Hola, {name}!',
  'common.there': 'qué tal',
  'common.hello': 'Hola:',
  'common.hi': '¡Hola!',
  'common.someone': 'Alguien',
  'common.labelUrl': '{label}: {url}',
  'common.buttonFallback': 'Si el botón no funciona, abre este enlace: {url}',
  'common.buttonsFallback': 'Si un botón no funciona, abre su enlace:',
  'common.dateTime': '{date}, {time} ({zone})',

  'verify.subject': 'Confirma tu dirección de correo de Storyloom',
  'verify.welcome': '¡Te damos la bienvenida a Storyloom! Confirma tu dirección de correo para poder iniciar sesión.',
  'verify.validity': 'El enlace es válido durante 24 horas. Si no creaste ninguna cuenta, puedes ignorar este correo.',
  'verify.title': 'Confirma tu correo',
  'verify.button': 'Confirmar correo',

  'template.sender': 'El equipo de Storyloom',
  'template.welcome.subject': '¡Te damos la bienvenida a {course}!',
  'template.welcome.body':
    '¡Hola, {name}!\n\n¡Te damos la bienvenida a {course}! Ya estás inscrito y tu primer módulo te está esperando.\n\nEmpieza a aprender: {link}\n\n¡Nos vemos dentro!\n{sender}',
  'template.course_completion.subject': '¡Completaste {course}!',
  'template.course_completion.body':
    '¡Hola, {name}!\n\n¡Enhorabuena por completar {course}! Has terminado todos los módulos y tu progreso está guardado.\n\nTu certificado está listo, y cualquier persona a la que se lo enseñes puede comprobarlo aquí: {certificate}\n\nDescubre qué aprender ahora: {link}\n\n¡Sigue creando!\n{sender}',
  'template.password_reset.subject': 'Restablece tu contraseña de Storyloom',
  'template.password_reset.body':
    '¡Hola, {name}!\n\nHemos recibido una solicitud para restablecer tu contraseña. Elige una nueva aquí (el enlace funciona durante una hora):\n\n{link}\n\nSi no lo pediste tú, puedes ignorar este correo: tu contraseña seguirá siendo la misma.\n\n{sender}',

  'activity.commentSubject': '{who} comentó tu publicación',
  'activity.followerSubject': '{who} empezó a seguirte',
  'activity.commentLine': '«{comment}»',
  'activity.openPost': 'Ver la conversación',
  'activity.openProfile': 'Ver su perfil',
  'activity.digestSubject':
    '{count, plural, one {# comentario nuevo en tus publicaciones} other {# comentarios nuevos en tus publicaciones}}',
  'activity.digestMixedSubject': '{count, plural, one {# novedad de la comunidad} other {# novedades de la comunidad}}',
  'activity.digestFollowerLine': '{who} empezó a seguirte',
  'activity.digestCommentLine': '{who}: «{comment}»',
  'activity.openCommunity': 'Abrir la comunidad',
  'activity.manage':
    'Recibes este correo porque tienes activados los correos de actividad de la comunidad. Desactívalos en Ajustes → Notificaciones: {url}',

  'team.subject': 'Te han invitado a unirte a un equipo en Storyloom',
  'team.someone': 'Un miembro de Storyloom',
  'team.invitedAdmin': '{who} te ha invitado a unirte a su equipo en Storyloom como Admin.',
  'team.invitedEditor': '{who} te ha invitado a unirte a su equipo en Storyloom como Editor.',
  'team.signInFirst':
    'Primero inicia sesión o crea una cuenta con esta dirección de correo y luego acepta la invitación. Es válida durante 7 días.',
  'team.ignore': 'Si no esperabas esta invitación, puedes ignorar este correo.',
  'team.title': 'Invitación a un equipo',
  'team.textLink': 'Aceptar la invitación',
  'team.button': 'Aceptar invitación',

  'export.subject': 'Tus datos de Storyloom están listos para descargar',
  'export.ready': 'La copia de tus datos de Storyloom que pediste ya está lista.',
  'export.before':
    'Descárgala desde Ajustes → Privacidad antes del {date}. Después, el archivo se borra y puedes pedir uno nuevo.',
  'export.notYou':
    'Si no lo pediste tú, cambia tu contraseña y cierra la sesión en tus otros dispositivos en Ajustes → Datos de acceso.',
  'export.title': 'Tus datos están listos',
  'export.button': 'Abrir Ajustes → Privacidad',

  'event.subject': 'Ya estás inscrito: {title}',
  'event.registered': 'Ya estás inscrito en «{title}».',
  'event.when': 'Cuándo: {when}',
  'event.where': 'Dónde: {where}',
  'event.seeYou': '¡Nos vemos allí!',
  'event.details': 'Detalles del evento',

  'moderation.subject': 'Un moderador ha tomado medidas en Storyloom',
  'moderation.your.post': 'tu publicación',
  'moderation.your.comment': 'tu comentario',
  'moderation.your.module_comment': 'tu comentario en el debate del curso',
  'moderation.your.profile': 'tu perfil',
  'moderation.your.space': 'tu espacio',
  'moderation.your.event': 'tu evento',
  'moderation.your.ai_generation': 'tu resultado de IA',
  'moderation.your.member': 'tu cuenta',
  'moderation.hide': 'Un moderador ocultó {what}.',
  'moderation.remove': 'Un moderador eliminó {what}.',
  'moderation.warn': 'Un moderador te dio un aviso por {what}.',
  'moderation.mute': 'Un moderador pausó tu escritura (publicaciones, comentarios y reacciones) hasta el {until}.',
  'moderation.suspend': 'Un moderador suspendió tu cuenta hasta el {until}. No podrás iniciar sesión hasta entonces.',
  'moderation.ban': 'Un moderador bloqueó tu cuenta. Ya no podrás iniciar sesión.',
  'moderation.looked': 'Un moderador revisó {what}.',
  'moderation.later': 'más adelante',
  'moderation.rule': 'La norma de la comunidad que se incumplió: «{title}». Léela aquí: {url}',
  'moderation.note': 'La nota del moderador: {note}',
  'moderation.appealContact':
    'Si crees que ha sido un error, cuéntanoslo a través de la página de contacto ({url}) y lo revisaremos de nuevo.',
  'moderation.appealNotices': 'Si crees que ha sido un error, puedes apelar una vez, en tus avisos: {url}',
  'moderation.guidelines': 'Normas de la comunidad',
  'moderation.contactUs': 'Contáctanos',
  'moderation.yourNotices': 'Tus avisos',
  'moderation.ruleTitle.be-kind': 'Sé amable',
  'moderation.ruleTitle.keep-private-info-private': 'Mantén la información personal en privado',
  'moderation.ruleTitle.stay-safe': 'Cuídate y cuida a los demás',
  'moderation.ruleTitle.keep-it-appropriate': 'Mantén un contenido apropiado',
  'moderation.ruleTitle.no-hate': 'Nada de odio',
  'moderation.ruleTitle.no-spam': 'Nada de spam ni estafas',
  'moderation.ruleTitle.respect-creators': 'Respeta a los demás creadores',

  'moderation.noun.post': 'publicación',
  'moderation.noun.comment': 'comentario',
  'moderation.noun.module_comment': 'comentario en el debate del curso',
  'moderation.noun.profile': 'perfil',
  'moderation.noun.space': 'espacio',
  'moderation.noun.event': 'evento',
  'moderation.noun.ai_generation': 'resultado de IA',
  'moderation.noun.member': 'cuenta',
  'moderation.digest.subject':
    '{total, plural, one {# elemento denunciado espera} other {# elementos denunciados esperan}} desde hace más de {hours} horas',
  'moderation.digest.intro': 'Estas denuncias llevan más de {hours} horas esperando a un moderador:',
  'moderation.digest.item':
    '{noun}: «{excerpt}» ({reports, plural, one {# denuncia} other {# denuncias}}, la primera el {date})',
  'moderation.digest.more': '…y {count} más.',
  'moderation.digest.deleted': '(eliminado)',
  'moderation.digest.open': 'Abrir la cola de moderación',

  'parent.notice.subject': 'Aprueba la cuenta de Storyloom de tu hijo o hija',
  'parent.confirmed.subject': 'Has aprobado la cuenta de Storyloom de tu hijo o hija',
  'parent.revoked.subject': 'Has retirado tu aprobación en Storyloom',
  'parent.deleted.subject': 'La cuenta de Storyloom de tu hijo o hija se ha eliminado',
  'parent.passwordSet.subject': 'Has puesto una nueva contraseña a la cuenta de Storyloom de tu hijo o hija',
  'parent.ignore':
    'Si no sabes de qué se trata, no hagas nada: sin tu aprobación, la cuenta se elimina y no guardamos nada sobre ti.',
  'parent.approveHeading': 'Aprobar la cuenta',
  'parent.approveDeadline':
    'El enlace de aprobación de abajo funciona una sola vez, hasta el {deadline}. En esa página apruebas la cuenta y, por separado, decides sobre el proveedor de IA.',
  'parent.reviewButton': 'Revisar y aprobar',
  'parent.pageButton': 'Página para madres y padres',
  'parent.pageWithdrawButton': 'Página para madres y padres (retirar la aprobación)',
  'parent.noticeVersion': 'Versión del aviso: {version}.',
  'parent.ai.offline':
    'Las herramientas de IA funcionan en nuestro propio servidor: nada de lo que tu hijo o hija escriba en ellas se envía fuera.',
  'parent.ai.shared':
    'También aprobaste compartir datos con el proveedor de IA: lo que tu hijo o hija escriba en una herramienta de IA se le envía.',
  'parent.ai.notShared':
    'No aprobaste compartir datos con el proveedor de IA: las herramientas de IA funcionan sin conexión para esta cuenta y no envían nada fuera.',
  'parent.confirmed.thanks':
    'Gracias. Has aprobado la cuenta de Storyloom {username}; tu hijo o hija ya puede participar.',
  'parent.confirmed.withdraw':
    'Si no fuiste tú, o si cambias de opinión, retira tu aprobación en la página para madres y padres: tu hijo o hija saldrá de su sesión en menos de un minuto y solo podrá volver a ver los cursos. Allí también puedes ver lo que contiene la cuenta, descargar sus datos o eliminarla.',
  'parent.revoked.body':
    'Has retirado tu aprobación para la cuenta de Storyloom {username}. Tu hijo o hija ha salido de su sesión y solo puede ver los cursos hasta que vuelvas a aprobarla.',
  'parent.revoked.options':
    'En la página para madres y padres puedes volver a aprobarla, descargar los datos de la cuenta o eliminarla.',
  'parent.deleted.body':
    'La cuenta de Storyloom {username} se ha eliminado, con todo lo que contenía, y tu dirección de correo con ella. Los enlaces de correos anteriores ya no funcionan.',
  'parent.passwordSet.body':
    'Has puesto una nueva contraseña a la cuenta de Storyloom {username}. Tu hijo o hija ha salido de su sesión en todos los dispositivos e inicia sesión con el nombre de usuario y la nueva contraseña.',
  'parent.passwordSet.notYou':
    'Si no fuiste tú, abre la página para madres y padres: allí puedes poner otra contraseña, retirar tu aprobación o eliminar la cuenta.',

  'notice.intro':
    'Tu hijo o hija se ha registrado en Storyloom, un sitio de aprendizaje y comunidad para jóvenes creadores, con el nombre de usuario {username} y nos ha dado tu dirección de correo. Antes de que pueda participar, necesitamos tu aprobación. Esto es lo que significa.',
  'notice.collected.heading': 'Qué datos recogimos y por qué',
  'notice.collected.username':
    'El nombre de usuario que eligió: lo usa para iniciar sesión, y los demás miembros reconocen su trabajo por él.',
  'notice.collected.password':
    'Su contraseña, guardada solo como un código cifrado que nadie, ni siquiera nosotros, puede leer: así solo él o ella puede iniciar sesión.',
  'notice.collected.birth':
    'Su mes y año de nacimiento: para crear el tipo de cuenta adecuado y saber cuándo ya no hace falta tu aprobación.',
  'notice.collected.email': 'Tu dirección de correo: para pedirte la aprobación y escribirte sobre la cuenta.',
  'notice.nothingMore.heading': 'Nada más sin tu aprobación',
  'notice.nothingMore.body':
    'Hasta que la apruebes, la cuenta solo puede ver los cursos y no recogemos nada más: ni la dirección de correo de tu hijo o hija, ni fotos, ni su ubicación.',
  'notice.whatTheyDo.heading': 'Qué puede hacer tu hijo o hija en Storyloom',
  'notice.whatTheyDo.body':
    'Hacer cursos y seguir su progreso, usar las herramientas creativas de IA y participar en la comunidad: escribir publicaciones y comentarios, dar me gusta y seguir a otros, unirse a espacios e inscribirse en eventos.',
  'notice.visible.heading': 'Qué pueden ver los demás miembros',
  'notice.visible.members':
    'Los miembros que han iniciado sesión pueden ver el nombre de usuario de tu hijo o hija, el texto de su perfil y las publicaciones, comentarios, me gusta, seguimientos, espacios y eventos en los que participa.',
  'notice.visible.guests':
    'Los visitantes que no han iniciado sesión no ven nada de esto, y pedimos a los buscadores que no lo muestren. Nunca mostramos su ubicación, porque nunca la pedimos.',
  'notice.recipients.heading': 'Quién más recibe datos',
  'notice.recipients.mail': 'Nuestro proveedor de correo, que entrega los correos que te enviamos.',
  'notice.recipients.offline':
    'Las herramientas de IA funcionan en nuestro propio servidor, así que ningún proveedor de IA recibe nada de lo que escribe tu hijo o hija.',
  'notice.recipients.provider':
    'El proveedor de IA que hace funcionar las herramientas de IA recibe lo que tu hijo o hija escribe en una herramienta, pero solo si lo apruebas por separado. Sin esa aprobación, las herramientas funcionan sin conexión en nuestro propio servidor y no envían nada fuera.',
  'notice.retention.heading': 'Cuánto tiempo lo guardamos',
  'notice.retention.unapproved':
    'Si nadie la aprueba en {days, plural, one {# día} other {# días}}, eliminamos la cuenta y tu dirección de correo para siempre.',
  'notice.retention.approved': 'Cuando la apruebes, guardamos la cuenta hasta que tú o tu hijo o hija la eliminéis.',
  'notice.rights.heading': 'Tus derechos',
  'notice.rights.body':
    'En cualquier momento, desde la página para madres y padres enlazada en cada correo que te enviamos (no necesitas una cuenta), puedes ver lo que contiene la cuenta, descargar una copia de sus datos, retirar tu aprobación (tu hijo o hija sale de su sesión y solo puede volver a ver los cursos) y eliminar la cuenta.',
  'notice.fullNotice': 'Lee el aviso de privacidad completo para menores',

  'comingOfAge.parent.subject': 'Tu hijo o hija ya gestiona su propia cuenta de Storyloom',
  'comingOfAge.parent.ended':
    'La cuenta de Storyloom {username}, que aprobaste, pertenece a alguien que ya es mayor de edad, según el mes y el año de nacimiento que indicó. Tu vínculo con la cuenta ha terminado hoy.',
  'comingOfAge.parent.noMore':
    'No recibirás más correos sobre esta cuenta, y el enlace a tu página para madres y padres ya no funciona. Ahora tu hijo o hija decide por sí mismo sobre su cuenta y sus datos.',
  'comingOfAge.parent.kept': 'Guardamos el registro de tu aprobación mientras exista la cuenta, y nada más sobre ti.',
  'comingOfAge.parent.link': 'Lee nuestro aviso de privacidad',
  'comingOfAge.member.subject': 'Tu cuenta de Storyloom ahora la gestionas tú',
  'comingOfAge.member.ended':
    'El vínculo de tu madre, padre o tutor con tu cuenta de Storyloom ha terminado, porque ya eres mayor de edad según el mes y el año de nacimiento que indicaste. También se lo hemos contado a ellos.',
  'comingOfAge.member.decide':
    'A partir de ahora solo tú decides sobre tu cuenta: puedes descargar tus datos o eliminar tu cuenta en Ajustes → Privacidad.',
  'comingOfAge.member.link': 'Tus ajustes de privacidad',
} as const satisfies Record<keyof typeof en, string>;
