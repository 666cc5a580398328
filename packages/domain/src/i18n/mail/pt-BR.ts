import type { en } from './en.js';

/** Brazilian Portuguese mail texts (você: friendly, for young members and their parents). */
export const ptBR = {
  'common.greeting': 'Oi, {name}!',
  'common.there': 'tudo bem',
  'common.hello': 'Olá,',
  'common.hi': 'Oi!',
  'common.someone': 'Alguém',
  'common.labelUrl': '{label}: {url}',
  'common.buttonFallback': 'Se o botão não funcionar, abra este link: {url}',
  'common.buttonsFallback': 'Se um botão não funcionar, abra o link dele:',
  'common.dateTime': '{date}, {time} ({zone})',

  'verify.subject': 'Confirme seu endereço de e-mail do Storyloom',
  'verify.welcome': 'Boas-vindas ao Storyloom! Confirme seu endereço de e-mail para poder entrar.',
  'verify.validity': 'O link vale por 24 horas. Se você não criou uma conta, pode ignorar este e-mail.',
  'verify.title': 'Confirme seu e-mail',
  'verify.button': 'Confirmar e-mail',

  'template.sender': 'Equipe Storyloom',
  'template.welcome.subject': 'Boas-vindas a {course}!',
  'template.welcome.body':
    'Oi, {name}!\n\nBoas-vindas a {course}! Sua inscrição está feita e seu primeiro módulo já está esperando por você.\n\nComece a aprender: {link}\n\nTe vejo lá dentro,\n{sender}',
  'template.course_completion.subject': 'Você concluiu {course}!',
  'template.course_completion.body':
    'Oi, {name}!\n\nParabéns por concluir {course}! Todos os módulos estão feitos e seu progresso está salvo.\n\nSeu certificado está pronto, e qualquer pessoa para quem você mostrar pode conferi-lo aqui: {certificate}\n\nVeja o que aprender em seguida: {link}\n\nContinue criando,\n{sender}',
  'template.password_reset.subject': 'Redefina sua senha do Storyloom',
  'template.password_reset.body':
    'Oi, {name}!\n\nRecebemos um pedido para redefinir sua senha. Escolha uma nova aqui (o link funciona por uma hora):\n\n{link}\n\nSe não foi você que pediu, pode ignorar este e-mail: sua senha continua a mesma.\n\n{sender}',

  'activity.commentSubject': '{who} comentou no seu post',
  'activity.followerSubject': '{who} começou a seguir você',
  'activity.commentLine': '“{comment}”',
  'activity.openPost': 'Ver a conversa',
  'activity.openProfile': 'Ver o perfil',
  'activity.digestSubject':
    '{count, plural, one {# comentário novo nos seus posts} other {# comentários novos nos seus posts}}',
  'activity.digestMixedSubject': '{count, plural, one {# novidade da comunidade} other {# novidades da comunidade}}',
  'activity.digestFollowerLine': '{who} começou a seguir você',
  'activity.digestCommentLine': '{who}: “{comment}”',
  'activity.openCommunity': 'Abrir a comunidade',
  'activity.manage':
    'Você recebe este e-mail porque os e-mails de atividade da comunidade estão ativados. Desative-os em Configurações → Notificações: {url}',

  'team.subject': 'Você foi convidado para entrar em uma equipe no Storyloom',
  'team.someone': 'Um membro do Storyloom',
  'team.invitedAdmin': '{who} convidou você para entrar na equipe dele no Storyloom como Admin.',
  'team.invitedEditor': '{who} convidou você para entrar na equipe dele no Storyloom como Editor.',
  'team.signInFirst':
    'Primeiro entre ou crie uma conta com este endereço de e-mail e depois aceite o convite. Ele vale por 7 dias.',
  'team.ignore': 'Se você não esperava por isso, pode ignorar este e-mail.',
  'team.title': 'Convite para equipe',
  'team.textLink': 'Aceitar o convite',
  'team.button': 'Aceitar convite',

  'export.subject': 'Seus dados do Storyloom estão prontos para baixar',
  'export.ready': 'A cópia dos seus dados do Storyloom que você pediu está pronta.',
  'export.before':
    'Baixe em Configurações → Privacidade até {date}. Depois disso, o arquivo é apagado e você pode pedir um novo.',
  'export.notYou':
    'Se não foi você que pediu, troque sua senha e saia dos seus outros dispositivos em Configurações → Dados de login.',
  'export.title': 'Seus dados estão prontos',
  'export.button': 'Abrir Configurações → Privacidade',

  'event.subject': 'Inscrição confirmada: {title}',
  'event.registered': 'Sua inscrição em “{title}” está confirmada.',
  'event.when': 'Quando: {when}',
  'event.where': 'Onde: {where}',
  'event.seeYou': 'Até lá!',
  'event.details': 'Detalhes do evento',

  'moderation.subject': 'Um moderador tomou uma medida no Storyloom',
  'moderation.your.post': 'seu post',
  'moderation.your.comment': 'seu comentário',
  'moderation.your.module_comment': 'seu comentário na discussão do curso',
  'moderation.your.profile': 'seu perfil',
  'moderation.your.space': 'seu espaço',
  'moderation.your.event': 'seu evento',
  'moderation.your.ai_generation': 'seu resultado de IA',
  'moderation.your.member': 'sua conta',
  'moderation.hide': 'Um moderador ocultou {what}.',
  'moderation.remove': 'Um moderador removeu {what}.',
  'moderation.warn': 'Um moderador deu um aviso a você sobre {what}.',
  'moderation.mute': 'Um moderador pausou sua escrita (posts, comentários e reações) até {until}.',
  'moderation.suspend': 'Um moderador suspendeu sua conta até {until}. Você não pode entrar até lá.',
  'moderation.ban': 'Um moderador baniu sua conta. Você não pode mais entrar.',
  'moderation.looked': 'Um moderador analisou {what}.',
  'moderation.later': 'mais tarde',
  'moderation.rule': 'A regra da comunidade que foi quebrada: “{title}”. Leia aqui: {url}',
  'moderation.note': 'A observação do moderador: {note}',
  'moderation.appealContact':
    'Se você acha que foi um engano, conte para a gente pela página de contato ({url}) e vamos analisar de novo.',
  'moderation.appealNotices': 'Se você acha que foi um engano, pode recorrer uma vez, nos seus avisos: {url}',
  'moderation.guidelines': 'Regras da comunidade',
  'moderation.contactUs': 'Fale com a gente',
  'moderation.yourNotices': 'Seus avisos',
  'moderation.ruleTitle.be-kind': 'Seja gentil',
  'moderation.ruleTitle.keep-private-info-private': 'Mantenha as informações pessoais em sigilo',
  'moderation.ruleTitle.stay-safe': 'Cuide de você e dos outros',
  'moderation.ruleTitle.keep-it-appropriate': 'Mantenha tudo apropriado',
  'moderation.ruleTitle.no-hate': 'Nada de ódio',
  'moderation.ruleTitle.no-spam': 'Nada de spam ou golpes',
  'moderation.ruleTitle.respect-creators': 'Respeite os outros criadores',

  'moderation.noun.post': 'post',
  'moderation.noun.comment': 'comentário',
  'moderation.noun.module_comment': 'comentário na discussão do curso',
  'moderation.noun.profile': 'perfil',
  'moderation.noun.space': 'espaço',
  'moderation.noun.event': 'evento',
  'moderation.noun.ai_generation': 'resultado de IA',
  'moderation.noun.member': 'conta',
  'moderation.digest.subject':
    '{total, plural, one {# item denunciado esperando} other {# itens denunciados esperando}} há mais de {hours} horas',
  'moderation.digest.intro': 'Estas denúncias estão esperando um moderador há mais de {hours} horas:',
  'moderation.digest.item':
    '{noun}: “{excerpt}” ({reports, plural, one {# denúncia} other {# denúncias}}, a primeira em {date})',
  'moderation.digest.more': '…e mais {count}.',
  'moderation.digest.deleted': '(apagado)',
  'moderation.digest.open': 'Abrir a fila de moderação',

  'parent.notice.subject': 'Aprove a conta do Storyloom do seu filho ou filha',
  'parent.confirmed.subject': 'Você aprovou a conta do Storyloom do seu filho ou filha',
  'parent.revoked.subject': 'Você retirou sua aprovação no Storyloom',
  'parent.deleted.subject': 'A conta do Storyloom do seu filho ou filha foi excluída',
  'parent.passwordSet.subject': 'Você definiu uma nova senha para a conta do Storyloom do seu filho ou filha',
  'parent.ignore':
    'Se você não sabe do que se trata, não faça nada: sem a sua aprovação, a conta é excluída e não guardamos nada sobre você.',
  'parent.approveHeading': 'Aprovar a conta',
  'parent.approveDeadline':
    'O link de aprovação abaixo funciona uma única vez, até {deadline}. Nessa página você aprova a conta e, separadamente, decide sobre o provedor de IA.',
  'parent.reviewButton': 'Revisar e aprovar',
  'parent.pageButton': 'Página dos responsáveis',
  'parent.pageWithdrawButton': 'Página dos responsáveis (retirar a aprovação)',
  'parent.noticeVersion': 'Versão do aviso: {version}.',
  'parent.ai.offline':
    'As ferramentas de IA rodam no nosso próprio servidor: nada do que seu filho ou filha escreve nelas é enviado para fora.',
  'parent.ai.shared':
    'Você também aprovou o compartilhamento com o provedor de IA: o que seu filho ou filha digita em uma ferramenta de IA é enviado a ele.',
  'parent.ai.notShared':
    'Você não aprovou o compartilhamento com o provedor de IA: as ferramentas de IA funcionam offline para esta conta e não enviam nada para fora.',
  'parent.confirmed.thanks':
    'Obrigado. Você aprovou a conta do Storyloom {username}; agora seu filho ou filha pode participar.',
  'parent.confirmed.withdraw':
    'Se não foi você, ou se mudar de ideia, retire sua aprovação na página dos responsáveis: seu filho ou filha é desconectado em até um minuto e só pode voltar a ver os cursos. Lá você também pode ver o que a conta contém, baixar os dados dela ou excluí-la.',
  'parent.revoked.body':
    'Você retirou sua aprovação da conta do Storyloom {username}. Seu filho ou filha foi desconectado e só pode ver os cursos até você aprovar de novo.',
  'parent.revoked.options':
    'Na página dos responsáveis você pode aprovar de novo, baixar os dados da conta ou excluí-la.',
  'parent.deleted.body':
    'A conta do Storyloom {username} foi excluída, com tudo o que continha, e o seu endereço de e-mail junto com ela. Os links de e-mails anteriores não funcionam mais.',
  'parent.passwordSet.body':
    'Você definiu uma nova senha para a conta do Storyloom {username}. Seu filho ou filha foi desconectado de todos os dispositivos e entra com o nome de usuário e a nova senha.',
  'parent.passwordSet.notYou':
    'Se não foi você, abra a página dos responsáveis: lá você pode definir outra senha, retirar sua aprovação ou excluir a conta.',

  'notice.intro':
    'Seu filho ou filha se cadastrou no Storyloom, um site de aprendizado e comunidade para jovens criadores, com o nome de usuário {username} e informou o seu endereço de e-mail. Antes que possa participar, precisamos da sua aprovação. Veja o que isso significa.',
  'notice.collected.heading': 'O que coletamos e por quê',
  'notice.collected.username':
    'O nome de usuário que seu filho ou filha escolheu: é com ele que entra na conta, e os outros membros reconhecem os trabalhos por ele.',
  'notice.collected.password':
    'A senha, guardada apenas como um código embaralhado que ninguém, nem nós, consegue ler: assim só seu filho ou filha pode entrar.',
  'notice.collected.birth':
    'O mês e o ano de nascimento: para criar o tipo certo de conta e saber quando a sua aprovação não for mais necessária.',
  'notice.collected.email': 'O seu endereço de e-mail: para pedir a sua aprovação e escrever para você sobre a conta.',
  'notice.nothingMore.heading': 'Nada mais sem a sua aprovação',
  'notice.nothingMore.body':
    'Até você aprovar, a conta só pode ver os cursos, e não coletamos mais nada: nenhum e-mail do seu filho ou filha, nenhuma foto e nenhuma localização.',
  'notice.whatTheyDo.heading': 'O que seu filho ou filha pode fazer no Storyloom',
  'notice.whatTheyDo.body':
    'Fazer cursos e acompanhar o progresso, usar as ferramentas criativas de IA e participar da comunidade: escrever posts e comentários, curtir e seguir, entrar em espaços e se inscrever em eventos.',
  'notice.visible.heading': 'O que os outros membros podem ver',
  'notice.visible.members':
    'Membros conectados podem ver o nome de usuário do seu filho ou filha, o texto do perfil e os posts, comentários, curtidas, pessoas seguidas, espaços e eventos de que participa.',
  'notice.visible.guests':
    'Visitantes que não estão conectados não veem nada disso, e pedimos aos buscadores que não listem nada. Nunca mostramos a localização, porque nunca a pedimos.',
  'notice.recipients.heading': 'Quem mais recebe dados',
  'notice.recipients.mail': 'Nosso provedor de e-mail, que entrega os e-mails que enviamos a você.',
  'notice.recipients.offline':
    'As ferramentas de IA rodam no nosso próprio servidor, então nenhum provedor de IA recebe nada do que seu filho ou filha escreve.',
  'notice.recipients.provider':
    'O provedor de IA por trás das ferramentas de IA recebe o que seu filho ou filha digita em uma ferramenta, mas só se você aprovar isso separadamente. Sem essa aprovação, as ferramentas funcionam offline no nosso próprio servidor e não enviam nada para fora.',
  'notice.retention.heading': 'Por quanto tempo guardamos',
  'notice.retention.unapproved':
    'Se ninguém aprovar em {days, plural, one {# dia} other {# dias}}, excluímos a conta e o seu endereço de e-mail para sempre.',
  'notice.retention.approved': 'Depois que você aprovar, guardamos a conta até você ou seu filho ou filha excluí-la.',
  'notice.rights.heading': 'Seus direitos',
  'notice.rights.body':
    'A qualquer momento, pela página dos responsáveis indicada em todo e-mail que enviamos (sem precisar de conta), você pode ver o que a conta contém, baixar uma cópia dos dados, retirar sua aprovação (seu filho ou filha é desconectado e só pode voltar a ver os cursos) e excluir a conta.',
  'notice.fullNotice': 'Leia o aviso de privacidade completo para crianças e adolescentes',

  'comingOfAge.parent.subject': 'Agora seu filho ou filha gerencia a própria conta do Storyloom',
  'comingOfAge.parent.ended':
    'A conta do Storyloom {username}, que você aprovou, pertence a alguém que agora é maior de idade, de acordo com o mês e o ano de nascimento informados. O seu vínculo com a conta terminou hoje.',
  'comingOfAge.parent.noMore':
    'Você não vai receber mais e-mails sobre esta conta, e o link da sua página dos responsáveis não funciona mais. Agora seu filho ou filha decide sozinho sobre a conta e os dados.',
  'comingOfAge.parent.kept': 'Guardamos o registro da sua aprovação enquanto a conta existir, e nada mais sobre você.',
  'comingOfAge.parent.link': 'Leia nosso aviso de privacidade',
  'comingOfAge.member.subject': 'Agora sua conta do Storyloom é só sua',
  'comingOfAge.member.ended':
    'O vínculo do seu responsável com a sua conta do Storyloom terminou, porque agora você é maior de idade de acordo com o mês e o ano de nascimento que informou. Também avisamos seu responsável.',
  'comingOfAge.member.decide':
    'A partir de agora só você decide sobre sua conta: você pode baixar seus dados ou excluir sua conta em Configurações → Privacidade.',
  'comingOfAge.member.link': 'Suas configurações de privacidade',
} as const satisfies Record<keyof typeof en, string>;
