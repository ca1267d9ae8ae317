import type { Language } from './languages.js';

/**
 * Every user-facing text the server writes, by message id, in each UI language. The web app shows
 * envelope messages as toasts as they come (spec §7), so they are translated here, not in the browser.
 * `{{name}}` placeholders are filled by `translate`; each translation uses the same ones as English.
 * Spanish addresses the user as «tú» and Japanese uses です/ます, as the web app's own texts do.
 */
export const catalogue = {
  // Refusals of the access guard and the error handler.
  'auth.sign_in_required': {
    en: 'Please sign in to continue.',
    es: 'Inicia sesión para continuar.',
    ja: '続行するにはログインしてください。',
  },
  'auth.sign_out_header_required': {
    en: 'Signing out needs the X-Requested-With: XMLHttpRequest header.',
    es: 'Para cerrar sesión se necesita el encabezado X-Requested-With: XMLHttpRequest.',
    ja: 'ログアウトするには X-Requested-With: XMLHttpRequest ヘッダーが必要です。',
  },
  'auth.sign_in_unavailable': {
    en: 'Signing in is not set up on this server. Its administrator needs to configure Google sign-in.',
    es: 'El inicio de sesión no está configurado en este servidor. Quien lo administra debe configurar el inicio de sesión con Google.',
    ja: 'このサーバーではログインが設定されていません。管理者が Google ログインを設定する必要があります。',
  },
  'auth.signed_out_everywhere': {
    en: 'You are signed out everywhere.',
    es: 'Has cerrado sesión en todas partes.',
    ja: 'すべての場所からログアウトしました。',
  },
  'terms.acceptance_required': {
    en: 'Please accept the terms and conditions to continue.',
    es: 'Acepta los términos y condiciones para continuar.',
    ja: '続行するには利用規約に同意してください。',
  },
  'csrf.mismatch': {
    en: 'Your page has expired (CSRF token mismatch). Please reload the page and try again.',
    es: 'Tu página ha caducado (el token CSRF no coincide). Recarga la página e inténtalo de nuevo.',
    ja: 'ページの有効期限が切れました（CSRF トークンが一致しません）。ページを再読み込みして、もう一度お試しください。',
  },
  'request.invalid': {
    en: 'The given data was invalid.',
    es: 'Los datos enviados no son válidos.',
    ja: '入力内容に誤りがあります。',
  },
  'request.malformed': {
    en: 'The request could not be read. Please check its format and try again.',
    es: 'No se pudo leer la solicitud. Revisa su formato e inténtalo de nuevo.',
    ja: 'リクエストを読み取れませんでした。形式を確認して、もう一度お試しください。',
  },
  'request.too_large': {
    en: 'The request is too large.',
    es: 'La solicitud es demasiado grande.',
    ja: 'リクエストのサイズが大きすぎます。',
  },
  'request.address_too_long': {
    en: 'The address of this request is too long.',
    es: 'La dirección de esta solicitud es demasiado larga.',
    ja: 'このリクエストのアドレスが長すぎます。',
  },
  'request.unsupported_media_type': {
    en: 'This content type is not supported.',
    es: 'Este tipo de contenido no es compatible.',
    ja: 'このコンテンツタイプには対応していません。',
  },
  'request.refused': {
    en: 'The request could not be processed.',
    es: 'No se pudo procesar la solicitud.',
    ja: 'リクエストを処理できませんでした。',
  },
  'request.rate_limited': {
    en: 'Too many requests. Please wait a moment and try again.',
    es: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
    ja: 'リクエストが多すぎます。しばらく待ってから、もう一度お試しください。',
  },
  'server.error': {
    en: 'An error occurred while processing your request.',
    es: 'Ocurrió un error al procesar tu solicitud.',
    ja: 'リクエストの処理中にエラーが発生しました。',
  },
  'api.route_not_found': {
    en: 'The requested API route does not exist.',
    es: 'La ruta de la API solicitada no existe.',
    ja: 'リクエストされた API ルートは存在しません。',
  },
  'resource.not_found': {
    en: 'The requested resource was not found.',
    es: 'No se encontró el recurso solicitado.',
    ja: 'リクエストされたリソースが見つかりませんでした。',
  },

  // Field errors of 422 answers, chosen from the zod issue (see field-message.ts).
  'field.invalid': {
    en: 'This value is invalid.',
    es: 'Este valor no es válido.',
    ja: 'この値は正しくありません。',
  },
  'field.missing_or_invalid': {
    en: 'This value is missing or invalid.',
    es: 'Falta este valor o no es válido.',
    ja: 'この値が未入力か、正しくありません。',
  },
  'field.required': {
    en: 'This field is required.',
    es: 'Este campo es obligatorio.',
    ja: 'この項目は必須です。',
  },
  'field.too_short': {
    en: 'Please use at least {{minimum}} characters.',
    es: 'Usa al menos {{minimum}} caracteres.',
    ja: '{{minimum}} 文字以上で入力してください。',
  },
  'field.too_long': {
    en: 'Please use at most {{maximum}} characters.',
    es: 'Usa como máximo {{maximum}} caracteres.',
    ja: '{{maximum}} 文字以内で入力してください。',
  },
  'field.too_few_items': {
    en: 'Please provide at least {{minimum}} items.',
    es: 'Incluye al menos {{minimum}} elementos.',
    ja: '{{minimum}} 件以上指定してください。',
  },
  'field.too_many_items': {
    en: 'Please provide at most {{maximum}} items.',
    es: 'Incluye como máximo {{maximum}} elementos.',
    ja: '{{maximum}} 件以内で指定してください。',
  },
  'field.number_too_small': {
    en: 'Please enter a value of at least {{minimum}}.',
    es: 'Introduce un valor de {{minimum}} o más.',
    ja: '{{minimum}} 以上の値を入力してください。',
  },
  'field.number_not_above': {
    en: 'Please enter a value greater than {{minimum}}.',
    es: 'Introduce un valor mayor que {{minimum}}.',
    ja: '{{minimum}} より大きい値を入力してください。',
  },
  'field.number_too_large': {
    en: 'Please enter a value of at most {{maximum}}.',
    es: 'Introduce un valor de {{maximum}} o menos.',
    ja: '{{maximum}} 以下の値を入力してください。',
  },
  'field.number_not_below': {
    en: 'Please enter a value less than {{maximum}}.',
    es: 'Introduce un valor menor que {{maximum}}.',
    ja: '{{maximum}} 未満の値を入力してください。',
  },
  'field.invalid_email': {
    en: 'Please enter a valid email address.',
    es: 'Introduce una dirección de correo electrónico válida.',
    ja: '有効なメールアドレスを入力してください。',
  },
  'field.invalid_url': {
    en: 'Please enter a valid URL.',
    es: 'Introduce una URL válida.',
    ja: '有効な URL を入力してください。',
  },
  'field.invalid_format': {
    en: 'This value is not in the expected format.',
    es: 'Este valor no tiene el formato esperado.',
    ja: 'この値の形式が正しくありません。',
  },
  'field.nul_character': {
    en: 'Please remove the NUL character (U+0000) from this value.',
    es: 'Quita el carácter NUL (U+0000) de este valor.',
    ja: 'この値から NUL 文字（U+0000）を取り除いてください。',
  },
  'field.lone_surrogate': {
    en: 'Please remove the broken character (a lone UTF-16 surrogate) from this value.',
    es: 'Quita el carácter roto (un sustituto UTF-16 suelto) de este valor.',
    ja: 'この値から壊れた文字（対になっていない UTF-16 サロゲート）を取り除いてください。',
  },
  'field.invalid_choice': {
    en: 'Please choose one of the allowed values.',
    es: 'Elige uno de los valores permitidos.',
    ja: '指定できる値の中から選んでください。',
  },

  // Features.
  'terms.accepted': {
    en: 'Thank you for accepting the terms and conditions.',
    es: 'Gracias por aceptar los términos y condiciones.',
    ja: '利用規約にご同意いただきありがとうございます。',
  },
  'terms.challenge_missing': {
    en: 'Please complete the security check.',
    es: 'Completa la verificación de seguridad.',
    ja: 'セキュリティチェックを完了してください。',
  },
  'terms.challenge_failed': {
    en: 'The security check failed. Please try again.',
    es: 'No se superó la verificación de seguridad. Inténtalo de nuevo.',
    ja: 'セキュリティチェックに失敗しました。もう一度お試しください。',
  },
  'workspace.personal_name': {
    en: "{{name}}'s workspace",
    es: 'Espacio de trabajo de {{name}}',
    ja: '{{name}} のワークスペース',
  },
  'share_links.gone': {
    en: 'This link no longer works. It may have been revoked or have expired, or the transcription was deleted. Ask whoever shared it for a new one.',
    es: 'Este enlace ya no funciona. Puede que se haya revocado o haya caducado, o que la transcripción se haya eliminado. Pide uno nuevo a quien lo compartió.',
    ja: 'このリンクは使えなくなりました。取り消されたか期限切れになったか、文字起こしが削除された可能性があります。共有した人に新しいリンクを依頼してください。',
  },
  'share_links.not_completed': {
    en: 'Only a completed transcription can be shared.',
    es: 'Solo se puede compartir una transcripción completada.',
    ja: '共有できるのは完了した文字起こしだけです。',
  },
  'share_links.too_many': {
    en: 'This transcription already has {{count}} share links, the most it may have. Revoke one, then create the new one.',
    es: 'Esta transcripción ya tiene {{count}} enlaces para compartir, el máximo permitido. Revoca uno y luego crea el nuevo.',
    ja: 'この文字起こしにはすでに共有リンクが {{count}} 個あり、上限です。1 つ取り消してから新しいリンクを作成してください。',
  },
  'share_links.not_found': {
    en: 'The share link was not found.',
    es: 'No se encontró el enlace para compartir.',
    ja: '共有リンクが見つかりませんでした。',
  },
  'share_links.not_yours': {
    en: 'Only the member who created this link, or an owner or admin of the workspace, can revoke it.',
    es: 'Solo quien creó este enlace, o una persona propietaria o administradora del espacio de trabajo, puede revocarlo.',
    ja: 'このリンクを取り消せるのは、作成したメンバーか、ワークスペースのオーナーまたは管理者だけです。',
  },
  'tokens.not_found': {
    en: 'The token was not found.',
    es: 'No se encontró el token.',
    ja: 'トークンが見つかりませんでした。',
  },
  'tokens.too_many': {
    en: 'You already have {{count}} tokens, the most one person may hold. Revoke one you no longer use, then create the new one.',
    es: 'Ya tienes {{count}} tokens, el máximo que puede tener una persona. Revoca uno que ya no uses y luego crea el nuevo.',
    ja: 'トークンはすでに {{count}} 個あり、1 人が持てる上限です。使っていないトークンを取り消してから、新しいトークンを作成してください。',
  },
  'feedback.thanks': {
    en: 'Thank you for your feedback!',
    es: '¡Gracias por tus comentarios!',
    ja: 'フィードバックをお寄せいただきありがとうございます！',
  },
  'feedback.validation': {
    en: 'Please write something',
    es: 'Escribe algo',
    ja: '何か入力してください',
  },
  'settings.saved': { en: 'Saved successfully', es: 'Guardado correctamente', ja: '保存しました' },
  'workspace.currency_locked': {
    en: 'The currency cannot be changed once it is set. Please contact support to change it.',
    es: 'La moneda no se puede cambiar una vez elegida. Ponte en contacto con soporte para cambiarla.',
    ja: '通貨は一度設定すると変更できません。変更するにはサポートにお問い合わせください。',
  },
  'workspace.required': {
    en: 'You do not belong to any workspace. Please create one to continue.',
    es: 'No perteneces a ningún espacio de trabajo. Crea uno para continuar.',
    ja: 'どのワークスペースにも所属していません。続行するにはワークスペースを作成してください。',
  },
  'workspace.managers_only': {
    en: 'Only owners and admins of this workspace can do this.',
    es: 'Solo las personas propietarias y administradoras de este espacio de trabajo pueden hacer esto.',
    ja: 'この操作はワークスペースのオーナーと管理者のみが行えます。',
  },
  'workspace.not_found': {
    en: 'The workspace was not found.',
    es: 'No se encontró el espacio de trabajo.',
    ja: 'ワークスペースが見つかりませんでした。',
  },
  'workspace.created': {
    en: 'Workspace {{name}} created',
    es: 'Espacio de trabajo {{name}} creado',
    ja: 'ワークスペース「{{name}}」を作成しました',
  },
  'workspace.switched': {
    en: 'You are now working in {{name}}',
    es: 'Ahora trabajas en {{name}}',
    ja: '「{{name}}」に切り替えました',
  },
  'workspace.too_many': {
    en: 'You already own {{count}} workspaces, the most one person may create.',
    es: 'Ya eres propietario de {{count}} espacios de trabajo, el máximo que puede crear una persona.',
    ja: 'すでに {{count}} 個のワークスペースを所有しており、1 人が作成できる上限です。',
  },
  'workspace.switch_needs_session': {
    en: 'A personal access token always acts in the workspace it was created for.',
    es: 'Un token de acceso personal siempre actúa en el espacio de trabajo para el que se creó.',
    ja: '個人用アクセストークンは、作成時に選んだワークスペースでのみ動作します。',
  },
  'members.not_found': {
    en: 'This person is not a member of the workspace.',
    es: 'Esta persona no es miembro del espacio de trabajo.',
    ja: 'この人はワークスペースのメンバーではありません。',
  },
  'members.last_owner': {
    en: 'A workspace needs an owner. Transfer ownership to another member first.',
    es: 'Un espacio de trabajo necesita una persona propietaria. Transfiere la propiedad a otro miembro primero.',
    ja: 'ワークスペースにはオーナーが必要です。先に別のメンバーへ所有権を移してください。',
  },
  'members.owner_protected': {
    en: 'Only an owner can change or remove another owner.',
    es: 'Solo una persona propietaria puede cambiar o quitar a otra propietaria.',
    ja: '他のオーナーを変更または削除できるのはオーナーのみです。',
  },
  'members.role_changed': {
    en: 'Role changed',
    es: 'Rol cambiado',
    ja: 'ロールを変更しました',
  },
  'members.removed': {
    en: 'Member removed',
    es: 'Miembro eliminado',
    ja: 'メンバーを削除しました',
  },
  'members.transferred': {
    en: 'Ownership transferred',
    es: 'Propiedad transferida',
    ja: '所有権を移しました',
  },
  'members.transfer_to_self': {
    en: 'Choose another member to transfer ownership to.',
    es: 'Elige a otro miembro al que transferir la propiedad.',
    ja: '所有権を移す相手として、別のメンバーを選んでください。',
  },
  'invitations.not_found': {
    en: 'This invitation link is not valid.',
    es: 'Este enlace de invitación no es válido.',
    ja: 'この招待リンクは無効です。',
  },
  'invitations.email_subject': {
    en: '{{inviter}} invites you to {{workspace}} on Whispy',
    es: '{{inviter}} te invita a {{workspace}} en Whispy',
    ja: '{{inviter}} さんが Whispy の「{{workspace}}」に招待しています',
  },
  'invitations.email_body': {
    en: '{{inviter}} invites you to join the workspace “{{workspace}}” on Whispy, to transcribe and edit recordings together. Sign in as {{email}} to accept.',
    es: '{{inviter}} te invita a unirte al espacio de trabajo «{{workspace}}» en Whispy, para transcribir y editar grabaciones juntos. Inicia sesión como {{email}} para aceptar.',
    ja: '{{inviter}} さんが Whispy のワークスペース「{{workspace}}」に招待しています。一緒に録音を文字起こしして編集できます。承諾するには {{email}} でログインしてください。',
  },
  'invitations.email_join': {
    en: 'Join the workspace',
    es: 'Unirte al espacio de trabajo',
    ja: 'ワークスペースに参加する',
  },
  'invitations.email_why': {
    en: 'You get this email because someone invited this address. If you did not expect it, ignore it.',
    es: 'Recibes este correo porque alguien invitó a esta dirección. Si no lo esperabas, ignóralo.',
    ja: 'このアドレスが招待されたため、このメールが送信されました。心当たりがない場合は無視してください。',
  },
  'invitations.emailed': {
    en: 'Invitation created and emailed to {{email}}.',
    es: 'Invitación creada y enviada por correo a {{email}}.',
    ja: '招待を作成し、{{email}} にメールで送信しました。',
  },
  'invitations.email_failed': {
    en: 'Invitation created, but the email could not be sent. Copy the link and send it yourself.',
    es: 'Invitación creada, pero no se pudo enviar el correo. Copia el enlace y envíalo tú.',
    ja: '招待を作成しましたが、メールを送信できませんでした。リンクをコピーしてご自身で送ってください。',
  },
  'invitations.expired': {
    en: 'This invitation has expired. Ask for a new one.',
    es: 'Esta invitación ha caducado. Pide una nueva.',
    ja: 'この招待は期限切れです。新しい招待を依頼してください。',
  },
  'invitations.revoked': {
    en: 'This invitation was revoked. Ask for a new one.',
    es: 'Esta invitación fue revocada. Pide una nueva.',
    ja: 'この招待は取り消されました。新しい招待を依頼してください。',
  },
  'invitations.used': {
    en: 'This invitation has already been used. Ask for a new one.',
    es: 'Esta invitación ya se usó. Pide una nueva.',
    ja: 'この招待はすでに使用されています。新しい招待を依頼してください。',
  },
  'invitations.wrong_email': {
    en: 'This invitation is for another email address. Sign in with the address it was sent to.',
    es: 'Esta invitación es para otra dirección de correo. Inicia sesión con la dirección a la que se envió.',
    ja: 'この招待は別のメールアドレス宛てです。招待されたアドレスでログインしてください。',
  },
  'invitations.too_many': {
    en: 'This workspace already has {{count}} open invitations. Revoke some first.',
    es: 'Este espacio de trabajo ya tiene {{count}} invitaciones abiertas. Revoca alguna primero.',
    ja: 'このワークスペースにはすでに {{count}} 件の有効な招待があります。先にいくつか取り消してください。',
  },
  'invitations.joined': {
    en: 'You joined {{name}}',
    es: 'Te uniste a {{name}}',
    ja: '「{{name}}」に参加しました',
  },
  'invitations.revoked_now': {
    en: 'Invitation revoked',
    es: 'Invitación revocada',
    ja: '招待を取り消しました',
  },
  'billing.unavailable': {
    en: 'Billing is not available on this server.',
    es: 'La facturación no está disponible en este servidor.',
    ja: 'このサーバーでは支払い機能を利用できません。',
  },
  'billing.plan_not_found': {
    en: 'There is no plan with this name.',
    es: 'No hay ningún plan con este nombre.',
    ja: 'この名前のプランはありません。',
  },
  'billing.currency_required': {
    en: 'Please select a currency',
    es: 'Selecciona una moneda',
    ja: '通貨を選択してください',
  },
  'billing.already_subscribed': {
    en: 'This workspace already has a subscription. Please manage it from the settings instead.',
    es: 'Este espacio de trabajo ya tiene una suscripción. Adminístrala desde la configuración.',
    ja: 'このワークスペースにはすでにサブスクリプションがあります。設定から管理してください。',
  },
  'billing.webhook_signature_invalid': {
    en: 'The Stripe signature of this request is missing or invalid.',
    es: 'La firma de Stripe de esta solicitud falta o no es válida.',
    ja: 'このリクエストの Stripe 署名がないか、正しくありません。',
  },
  'billing.event_too_early': {
    en: 'This event is about a subscription not recorded yet. Please send it again later.',
    es: 'Este evento trata de una suscripción que aún no está registrada. Vuelve a enviarlo más tarde.',
    ja: 'このイベントはまだ記録されていないサブスクリプションに関するものです。後でもう一度送信してください。',
  },
  'realtime.channel_forbidden': {
    en: 'You can only follow live updates of your own workspace.',
    es: 'Solo puedes seguir las actualizaciones en vivo de tu propio espacio de trabajo.',
    ja: 'ライブ更新を受け取れるのは、ご自身のワークスペースのみです。',
  },

  // The local issuer's pages (used when Google sign-in is not configured).
  'issuer.chooser_title': {
    en: 'Sign in to Whispy (local)',
    es: 'Iniciar sesión en Whispy (local)',
    ja: 'Whispy にログイン（ローカル）',
  },
  'issuer.chooser_heading': {
    en: 'Sign in to Whispy',
    es: 'Inicia sesión en Whispy',
    ja: 'Whispy にログイン',
  },
  'issuer.chooser_intro': {
    en: 'This is the built-in local sign-in, used because Google sign-in is not configured. Choose the name and email to use on this machine.',
    es: 'Este es el inicio de sesión local integrado, que se usa porque el inicio de sesión con Google no está configurado. Elige el nombre y el correo electrónico que quieres usar en este equipo.',
    ja: 'Google ログインが設定されていないため、組み込みのローカルログインを使用しています。このマシンで使う名前とメールアドレスを指定してください。',
  },
  'issuer.name_label': { en: 'Name', es: 'Nombre', ja: '名前' },
  'issuer.email_label': { en: 'Email', es: 'Correo electrónico', ja: 'メールアドレス' },
  'issuer.continue': { en: 'Continue', es: 'Continuar', ja: '続ける' },
  'issuer.name_required': {
    en: 'Please enter your name.',
    es: 'Introduce tu nombre.',
    ja: '名前を入力してください。',
  },
  'issuer.not_available_title': { en: 'Not available', es: 'No disponible', ja: '利用できません' },
  'issuer.not_available_detail': {
    en: 'The local sign-in only answers this machine, reached directly at {{url}} (not through a proxy).',
    es: 'El inicio de sesión local solo responde a este equipo, abierto directamente en {{url}} (no a través de un proxy).',
    ja: 'ローカルログインは、このマシンから {{url}} に直接（プロキシを経由せずに）アクセスした場合にのみ応答します。',
  },
  'issuer.expired_title': {
    en: 'Sign-in expired',
    es: 'El inicio de sesión caducó',
    ja: 'ログインの有効期限が切れました',
  },
  'issuer.expired_detail': {
    en: 'Please start signing in again.',
    es: 'Vuelve a iniciar sesión desde el principio.',
    ja: 'もう一度最初からログインしてください。',
  },
  'issuer.error_title': { en: 'Sign-in error', es: 'Error al iniciar sesión', ja: 'ログインエラー' },
  'issuer.error_detail': {
    en: 'Signing in could not be completed. Please start again from Whispy.',
    es: 'No se pudo completar el inicio de sesión. Vuelve a empezar desde Whispy.',
    ja: 'ログインを完了できませんでした。Whispy からもう一度やり直してください。',
  },
  // Transcriptions.
  'transcriptions.not_found': {
    en: 'The transcription was not found.',
    es: 'No se encontró la transcripción.',
    ja: '文字起こしが見つかりませんでした。',
  },
  'transcriptions.saved': { en: 'Saved successfully', es: 'Guardado correctamente', ja: '保存しました' },
  'transcriptions.deleted': { en: 'Deleted successfully', es: 'Eliminado correctamente', ja: '削除しました' },
  'transcriptions.trial_exhausted': {
    en: 'Your trial includes {{count}} transcriptions and they are used up. Subscribe to transcribe more.',
    es: 'Tu prueba incluye {{count}} transcripciones y ya las usaste. Suscríbete para transcribir más.',
    ja: 'トライアルで使える {{count}} 件の文字起こしをすべて使いました。続けるには購読してください。',
  },
  'transcriptions.limit_reached': {
    en: 'Your workspace may make {{count}} transcriptions on this server and they are used up. Ask the administrator of this server to raise the limit.',
    es: 'Tu espacio de trabajo puede hacer {{count}} transcripciones en este servidor y ya las usó. Pide al administrador de este servidor que amplíe el límite.',
    ja: 'このサーバーでワークスペースが作成できる文字起こし {{count}} 件をすべて使いました。上限を引き上げるよう、このサーバーの管理者に依頼してください。',
  },
  'transcriptions.file_too_large': {
    en: 'This file is larger than {{megabytes}} MB, the largest file accepted.',
    es: 'Este archivo supera los {{megabytes}} MB, el tamaño máximo permitido.',
    ja: 'このファイルは受け付けられる最大サイズの {{megabytes}} MB を超えています。',
  },
  'transcriptions.too_many_uploads': {
    en: 'You can upload up to {{count}} files at once. Please wait until the current uploads finish.',
    es: 'Puedes subir hasta {{count}} archivos a la vez. Espera a que terminen las subidas en curso.',
    ja: '一度にアップロードできるファイルは {{count}} 件までです。現在のアップロードが終わるまでお待ちください。',
  },
  'transcriptions.engine_not_installed': {
    en: '{{engine}} is not installed on this server. The administrator can install it with: {{command}}',
    es: '{{engine}} no está instalado en este servidor. El administrador puede instalarlo con: {{command}}',
    ja: 'このサーバーには {{engine}} がインストールされていません。管理者は次のコマンドでインストールできます: {{command}}',
  },
  'transcriptions.translation_needs_multilingual': {
    en: 'Translating needs a multilingual model, and this server has only English ones. The administrator can install one with: {{command}}',
    es: 'Traducir necesita un modelo multilingüe y este servidor solo tiene modelos en inglés. El administrador puede instalar uno con: {{command}}',
    ja: '翻訳には多言語モデルが必要ですが、このサーバーには英語モデルしかありません。管理者は次のコマンドでインストールできます: {{command}}',
  },
  'transcriptions.engine_english_only': {
    en: 'This server has only the English model of {{engine}}. Choose English, automatic language or another engine; the administrator can install the multilingual model with: {{command}}',
    es: 'Este servidor solo tiene el modelo en inglés de {{engine}}. Elige inglés, idioma automático u otro motor; el administrador puede instalar el modelo multilingüe con: {{command}}',
    ja: 'このサーバーには {{engine}} の英語モデルしかありません。英語、自動判定、または別のエンジンを選んでください。管理者は次のコマンドで多言語モデルをインストールできます: {{command}}',
  },
  'transcriptions.run_again_unavailable': {
    en: 'Only a completed or failed transcription whose recording is still kept can be run again.',
    es: 'Solo se puede volver a ejecutar una transcripción completada o fallida cuya grabación se conserve.',
    ja: '再実行できるのは、録音が保存されている完了済みまたは失敗した文字起こしだけです。',
  },
  'transcriptions.link_credentials': {
    en: 'A link with a user name or password in it is not accepted.',
    es: 'No se aceptan enlaces que contengan un nombre de usuario o una contraseña.',
    ja: 'ユーザー名やパスワードを含むリンクは使えません。',
  },
  'transcriptions.speaker_range': {
    en: 'The most speakers cannot be fewer than the fewest.',
    es: 'El máximo de hablantes no puede ser menor que el mínimo.',
    ja: '話者数の上限は下限より少なくできません。',
  },
  'transcriptions.public_unfinished': {
    en: 'Only a completed transcription can be made public.',
    es: 'Solo una transcripción completada puede hacerse pública.',
    ja: '公開できるのは完了した文字起こしだけです。',
  },
  'transcriptions.speaker': { en: 'Speaker {{number}}', es: 'Hablante {{number}}', ja: '話者 {{number}}' },
  'transcriptions.speaker_unknown': {
    en: 'This transcript has no speaker {{ids}}.',
    es: 'Esta transcripción no tiene el hablante {{ids}}.',
    ja: 'この文字起こしに話者 {{ids}} はいません。',
  },
  'transcriptions.speaker_name_control_characters': {
    en: 'Write the name on one line, without tabs or control characters.',
    es: 'Escribe el nombre en una sola línea, sin tabulaciones ni caracteres de control.',
    ja: '名前はタブや制御文字を含めず、1 行で入力してください。',
  },
  'transcriptions.speaker_not_recognised': {
    en: 'No voice profile named this speaker, or it has been renamed since.',
    es: 'Ningún perfil de voz dio nombre a este hablante, o se le cambió el nombre después.',
    ja: 'この話者は声のプロファイルで名前が付けられていないか、その後に名前が変更されました。',
  },
  'transcriptions.recognition_undone': {
    en: 'The speaker has its original label again.',
    es: 'El hablante vuelve a tener su etiqueta original.',
    ja: '話者を元のラベルに戻しました。',
  },
  // Voice profiles.
  'voice_profiles.not_found': {
    en: 'The voice profile was not found.',
    es: 'No se encontró el perfil de voz.',
    ja: '声のプロファイルが見つかりませんでした。',
  },
  'voice_profiles.saved': {
    en: 'Voice saved as “{{name}}”. Later transcriptions will recognise it.',
    es: 'Voz guardada como «{{name}}». Las próximas transcripciones la reconocerán.',
    ja: '声を「{{name}}」として保存しました。今後の文字起こしで認識されます。',
  },
  'vocabulary.saved': {
    en: 'Glossary saved.',
    es: 'Glosario guardado.',
    ja: '用語集を保存しました。',
  },
  'vocabulary.control_characters': {
    en: 'Use one line of visible characters, without tabs or control characters.',
    es: 'Usa una sola línea de caracteres visibles, sin tabulaciones ni caracteres de control.',
    ja: '制御文字やタブを含まない、1 行の表示可能な文字で入力してください。',
  },
  'voice_profiles.renamed': {
    en: 'Voice profile renamed.',
    es: 'Perfil de voz renombrado.',
    ja: '声のプロファイルの名前を変更しました。',
  },
  'voice_profiles.name_taken': {
    en: 'There is already a voice profile called “{{name}}”. Rename or delete it in settings first.',
    es: 'Ya hay un perfil de voz llamado «{{name}}». Cámbiale el nombre o elimínalo antes en la configuración.',
    ja: '「{{name}}」という声のプロファイルはすでにあります。先に設定で名前を変更するか削除してください。',
  },
  'voice_profiles.too_many': {
    en: 'A workspace can keep up to {{count}} voice profiles. Delete one in settings to save another.',
    es: 'Un espacio de trabajo puede guardar hasta {{count}} perfiles de voz. Elimina uno en la configuración para guardar otro.',
    ja: 'ワークスペースに保存できる声のプロファイルは {{count}} 件までです。別の声を保存するには、設定で 1 件削除してください。',
  },
  'voice_profiles.no_voice': {
    en: 'This speaker has no voice to save: it is not in the transcript, or it never spoke long enough on its own.',
    es: 'Este hablante no tiene una voz que guardar: no está en la transcripción o nunca habló solo el tiempo suficiente.',
    ja: 'この話者には保存できる声がありません。文字起こしにいないか、一人で話した時間が短すぎます。',
  },
  'exports.not_completed': {
    en: 'Only a completed transcription can be downloaded.',
    es: 'Solo se puede descargar una transcripción completada.',
    ja: 'ダウンロードできるのは完了した文字起こしだけです。',
  },
  // Labels of the details block at the top of DOCX and PDF downloads.
  'exports.too_long_to_lay_out': {
    en: 'This transcript is too long to lay out as a DOCX or PDF document. Download it as TXT, SRT, VTT, JSON or CSV instead.',
    es: 'Esta transcripción es demasiado larga para maquetarla como documento DOCX o PDF. Descárgala como TXT, SRT, VTT, JSON o CSV.',
    ja: 'この文字起こしは長すぎるため、DOCX や PDF の文書にできません。TXT、SRT、VTT、JSON、CSV でダウンロードしてください。',
  },
  'exports.took_too_long': {
    en: 'Preparing this document took too long. Try again later, or download it as TXT or another text format.',
    es: 'Preparar este documento tardó demasiado. Vuelve a intentarlo más tarde o descárgalo como TXT u otro formato de texto.',
    ja: 'この文書の作成に時間がかかりすぎました。しばらくしてからもう一度試すか、TXT などのテキスト形式でダウンロードしてください。',
  },
  'exports.busy': {
    en: 'Many documents are being prepared right now. Try again in a minute.',
    es: 'Ahora mismo se están preparando muchos documentos. Vuelve a intentarlo en un minuto.',
    ja: '現在、多くの文書を作成中です。1 分ほどしてからもう一度お試しください。',
  },
  'exports.details.language': { en: 'Language', es: 'Idioma', ja: '言語' },
  'exports.details.translated': {
    en: 'English, translated from {{language}}',
    es: 'Inglés, traducido del {{language}}',
    ja: '英語（{{language}}から翻訳）',
  },
  'exports.details.duration': { en: 'Duration', es: 'Duración', ja: '長さ' },
  'exports.details.speakers': { en: 'Speakers', es: 'Hablantes', ja: '話者' },
  'transcriptions.not_completed': {
    en: 'Only a completed transcription can be edited.',
    es: 'Solo se puede editar una transcripción completada.',
    ja: '編集できるのは完了した文字起こしだけです。',
  },
  'transcriptions.version_conflict': {
    en: 'Someone else saved this transcription after you opened it, so your changes were not saved.',
    es: 'Otra persona guardó esta transcripción después de que la abrieras, así que tus cambios no se guardaron.',
    ja: 'この文字起こしを開いた後に別の人が保存したため、変更は保存されませんでした。',
  },
  'transcriptions.version_conflict_own': {
    en: 'You saved this transcription in another tab or window after opening it here, so your changes here were not saved.',
    es: 'Guardaste esta transcripción en otra pestaña o ventana después de abrirla aquí, así que los cambios de aquí no se guardaron.',
    ja: 'ここで開いた後に、別のタブまたはウィンドウでこの文字起こしを保存したため、ここでの変更は保存されませんでした。',
  },
  'transcriptions.edit.speaker_repeated': {
    en: 'Another speaker has the same id.',
    es: 'Otro hablante tiene el mismo identificador.',
    ja: '同じ ID の話者がほかにいます。',
  },
  'transcriptions.edit.segment_repeated': {
    en: 'Another segment has the same id.',
    es: 'Otro segmento tiene el mismo identificador.',
    ja: '同じ ID のセグメントがほかにあります。',
  },
  'transcriptions.edit.segment_out_of_order': {
    en: 'This segment starts before the one above it.',
    es: 'Este segmento empieza antes que el anterior.',
    ja: 'このセグメントは前のセグメントより先に始まっています。',
  },
  'transcriptions.edit.time_out_of_range': {
    en: 'This time lies outside the recording.',
    es: 'Este tiempo queda fuera de la grabación.',
    ja: 'この時間は録音の範囲外です。',
  },
  'transcriptions.edit.word_outside_segment': {
    en: 'This word must start before it ends and lie within the times of its segment.',
    es: 'Esta palabra debe empezar antes de terminar y quedar dentro de los tiempos de su segmento.',
    ja: 'この単語は終わる前に始まり、セグメントの時間内に収まっている必要があります。',
  },
  'transcriptions.media_unavailable': {
    en: 'The recording of this transcription is no longer stored.',
    es: 'La grabación de esta transcripción ya no está guardada.',
    ja: 'この文字起こしの録音はもう保存されていません。',
  },
  'transcriptions.media_range_unsatisfiable': {
    en: 'The requested part of the recording is outside the file.',
    es: 'La parte de la grabación solicitada está fuera del archivo.',
    ja: '要求された録音の範囲はファイルの外にあります。',
  },
  'transcriptions.upload_exists': {
    en: 'This transcription already has its file.',
    es: 'Esta transcripción ya tiene su archivo.',
    ja: 'この文字起こしにはすでにファイルがあります。',
  },
  'transcriptions.storage_full': {
    en: 'This file would take your workspace past the {{quota}} of recordings it may keep ({{used}} kept now). Delete transcriptions you no longer need, or upload without keeping the recording.',
    es: 'Este archivo haría que tu espacio de trabajo superara los {{quota}} de grabaciones que puede guardar (ahora guarda {{used}}). Elimina las transcripciones que ya no necesites o sube el archivo sin guardar la grabación.',
    ja: 'このファイルを追加すると、ワークスペースが保存できる録音の上限 {{quota}} を超えます（現在 {{used}} を保存中）。不要な文字起こしを削除するか、録音を保存しない設定でアップロードしてください。',
  },
  'transcriptions.upload_length_required': {
    en: 'Say the size of the file when the upload starts (the Upload-Length header).',
    es: 'Indica el tamaño del archivo al empezar la subida (la cabecera Upload-Length).',
    ja: 'アップロード開始時にファイルのサイズ（Upload-Length ヘッダー）を指定してください。',
  },
  'transcriptions.piece_length_required': {
    en: 'Say the length of each piece of a recording (the Content-Length and Upload-Offset headers).',
    es: 'Indica la longitud de cada parte de una grabación (las cabeceras Content-Length y Upload-Offset).',
    ja: '録音の各部分の長さ（Content-Length と Upload-Offset ヘッダー）を指定してください。',
  },
  'transcriptions.recording_empty': {
    en: 'Nothing of this recording reached the server. Discard it and record again.',
    es: 'Nada de esta grabación llegó al servidor. Descártala y vuelve a grabar.',
    ja: 'この録音は何もサーバーに届いていません。破棄してもう一度録音してください。',
  },
  'transcriptions.upload_finished': {
    en: 'The upload of this file is already finished.',
    es: 'La subida de este archivo ya terminó.',
    ja: 'このファイルのアップロードはすでに完了しています。',
  },
  'transcriptions.failure.media_missing': {
    en: 'The uploaded file is no longer available.',
    es: 'El archivo subido ya no está disponible.',
    ja: 'アップロードされたファイルはもう利用できません。',
  },
  'transcriptions.failure.not_media': {
    en: 'This file is not audio or video.',
    es: 'Este archivo no es de audio ni de vídeo.',
    ja: 'このファイルは音声でも動画でもありません。',
  },
  'transcriptions.failure.corrupt_media': {
    en: 'This file is damaged and could not be read.',
    es: 'Este archivo está dañado y no se pudo leer.',
    ja: 'このファイルは破損しているため読み取れませんでした。',
  },
  'transcriptions.failure.no_audio': {
    en: 'This file has no sound to transcribe.',
    es: 'Este archivo no tiene sonido que transcribir.',
    ja: 'このファイルには文字起こしできる音声がありません。',
  },
  'transcriptions.failure.too_large': {
    en: 'This file is larger than the accepted limit.',
    es: 'Este archivo supera el tamaño permitido.',
    ja: 'このファイルは許可されているサイズを超えています。',
  },
  'transcriptions.failure.too_long': {
    en: 'This recording is longer than the accepted limit.',
    es: 'Esta grabación supera la duración permitida.',
    ja: 'この録音は許可されている長さを超えています。',
  },
  'transcriptions.failure.engine_unavailable': {
    en: 'The chosen engine is not installed on this server.',
    es: 'El motor elegido no está instalado en este servidor.',
    ja: '選択したエンジンはこのサーバーにインストールされていません。',
  },
  'transcriptions.failure.language_unsupported': {
    en: 'The chosen engine cannot transcribe this language.',
    es: 'El motor elegido no puede transcribir este idioma.',
    ja: '選択したエンジンはこの言語を文字起こしできません。',
  },
  'transcriptions.failure.took_too_long': {
    en: 'Transcribing this file took far longer than it should, so it was stopped. The file may be damaged: convert it to MP3 or WAV and upload it again.',
    es: 'Transcribir este archivo tardaba mucho más de lo normal, así que se detuvo. Puede que el archivo esté dañado: conviértelo a MP3 o WAV y vuelve a subirlo.',
    ja: 'このファイルの文字起こしに想定よりはるかに時間がかかったため、停止しました。ファイルが破損している可能性があります。MP3 または WAV に変換してもう一度アップロードしてください。',
  },
  'transcriptions.failure.engine_failed': {
    en: 'The transcription failed several times. Please try again later.',
    es: 'La transcripción falló varias veces. Inténtalo de nuevo más tarde.',
    ja: '文字起こしが何度も失敗しました。しばらくしてからもう一度お試しください。',
  },
  'transcriptions.failure.expired': {
    en: 'This file was not transcribed within 24 hours of its upload, so it was deleted.',
    es: 'Este archivo no se transcribió en las 24 horas siguientes a su subida, así que se eliminó.',
    ja: 'アップロードから 24 時間以内に文字起こしされなかったため、このファイルは削除されました。',
  },
  'transcriptions.failure.upload_interrupted': {
    en: 'The file did not arrive completely. Please send it again.',
    es: 'El archivo no llegó completo. Envíalo de nuevo.',
    ja: 'ファイルが最後まで届きませんでした。もう一度送信してください。',
  },
  // Media from a link (ADR 034): why the server could not fetch it.
  'transcriptions.failure.link_unreachable': {
    en: 'The link could not be reached. Check that the address is right and public.',
    es: 'No se pudo acceder al enlace. Comprueba que la dirección es correcta y pública.',
    ja: 'リンクにアクセスできませんでした。アドレスが正しく、公開されているか確認してください。',
  },
  'transcriptions.failure.link_refused': {
    en: 'This server may not fetch from that address (it is not on the public internet).',
    es: 'Este servidor no puede descargar de esa dirección (no está en internet pública).',
    ja: 'このサーバーはそのアドレスから取得できません (公開インターネット上にありません)。',
  },
  'transcriptions.failure.link_not_found': {
    en: 'The link answered that there is no such file (HTTP 404).',
    es: 'El enlace respondió que no existe ese archivo (HTTP 404).',
    ja: 'リンク先にそのファイルはありませんでした (HTTP 404)。',
  },
  'transcriptions.failure.link_forbidden': {
    en: 'The link refused to give the file (HTTP 401 or 403). Use a link that works without signing in.',
    es: 'El enlace se negó a entregar el archivo (HTTP 401 o 403). Usa un enlace que funcione sin iniciar sesión.',
    ja: 'リンク先がファイルの提供を拒否しました (HTTP 401 または 403)。ログインなしで使えるリンクを使ってください。',
  },
  'transcriptions.failure.link_http_error': {
    en: 'The link answered with an error instead of the file.',
    es: 'El enlace respondió con un error en lugar del archivo.',
    ja: 'リンク先がファイルではなくエラーを返しました。',
  },
  'transcriptions.failure.link_redirects': {
    en: 'The link redirected too many times.',
    es: 'El enlace redirigió demasiadas veces.',
    ja: 'リンクのリダイレクトが多すぎます。',
  },
  'transcriptions.failure.link_timed_out': {
    en: 'The link was too slow: the file did not arrive in time.',
    es: 'El enlace era demasiado lento: el archivo no llegó a tiempo.',
    ja: 'リンクが遅すぎて、ファイルが時間内に届きませんでした。',
  },
  'transcriptions.failure.link_interrupted': {
    en: 'The download from the link stopped before the end of the file.',
    es: 'La descarga desde el enlace se detuvo antes del final del archivo.',
    ja: 'リンクからのダウンロードがファイルの途中で止まりました。',
  },
  'transcriptions.failure.storage_full': {
    en: 'This file would take the workspace past its storage quota. Delete recordings you no longer need.',
    es: 'Este archivo superaría la cuota de almacenamiento del espacio de trabajo. Elimina las grabaciones que ya no necesites.',
    ja: 'このファイルを保存するとワークスペースの保存容量を超えます。不要な録音を削除してください。',
  },
  // The OpenAI-compatible speech API (/v1/audio/*), answered in OpenAI's error shape.
  'openai.api_key_missing': {
    en: 'Send a personal access token as "Authorization: Bearer whispy_pat_…" (create one in Settings, Access tokens).',
    es: 'Envía un token de acceso personal como "Authorization: Bearer whispy_pat_…" (créalo en Ajustes, Tokens de acceso).',
    ja: '個人アクセストークンを "Authorization: Bearer whispy_pat_…" として送ってください（設定のアクセストークンで作成できます）。',
  },
  'openai.api_key_invalid': {
    en: 'This access token is unknown or revoked, or its user no longer belongs to its workspace.',
    es: 'Este token de acceso no existe o fue revocado, o su usuario ya no pertenece a su espacio de trabajo.',
    ja: 'このアクセストークンは存在しないか取り消されたか、そのユーザーがワークスペースに所属していません。',
  },
  'openai.multipart_required': {
    en: 'Send the request as multipart/form-data with the audio in the field "file".',
    es: 'Envía la solicitud como multipart/form-data con el audio en el campo "file".',
    ja: 'リクエストは multipart/form-data で送り、音声は "file" フィールドに入れてください。',
  },
  'openai.file_required': {
    en: 'The audio file is missing: send it in the field "file".',
    es: 'Falta el archivo de audio: envíalo en el campo "file".',
    ja: '音声ファイルがありません。"file" フィールドで送ってください。',
  },
  'openai.one_file': {
    en: 'Send exactly one file per request.',
    es: 'Envía exactamente un archivo por solicitud.',
    ja: '1 回のリクエストで送れるファイルは 1 つだけです。',
  },
  'openai.field_unknown': {
    en: 'Unrecognized request argument supplied: {{field}}',
    es: 'Argumento de solicitud no reconocido: {{field}}',
    ja: '認識できないリクエスト引数です: {{field}}',
  },
  'openai.field_invalid': {
    en: 'Invalid value for "{{field}}".',
    es: 'Valor no válido para "{{field}}".',
    ja: '"{{field}}" の値が正しくありません。',
  },
  'openai.field_too_long': {
    en: 'A field of this request is too long.',
    es: 'Un campo de esta solicitud es demasiado largo.',
    ja: 'このリクエストのフィールドが長すぎます。',
  },
  'openai.model_not_found': {
    en: 'The model "{{model}}" does not exist. Use whisper-1 (the server\'s default engine) or one of: {{engines}}.',
    es: 'El modelo "{{model}}" no existe. Usa whisper-1 (el motor predeterminado del servidor) o uno de: {{engines}}.',
    ja: 'モデル "{{model}}" は存在しません。whisper-1（サーバーの既定エンジン）か次のいずれかを使ってください: {{engines}}。',
  },
  'openai.words_need_verbose_json': {
    en: 'Timestamp granularities need response_format "verbose_json".',
    es: 'Las granularidades de marcas de tiempo necesitan response_format "verbose_json".',
    ja: 'タイムスタンプの粒度を指定するには response_format を "verbose_json" にしてください。',
  },
  'openai.minutes_needed': {
    en: 'The workspace has no minutes left. The transcription waits in its list and runs once minutes are added.',
    es: 'Al espacio de trabajo no le quedan minutos. La transcripción espera en su lista y se procesará cuando se añadan minutos.',
    ja: 'ワークスペースの残り時間がありません。文字起こしは一覧で待機し、時間が追加されると実行されます。',
  },
  'openai.still_running': {
    en: "The transcription takes longer than this request may wait. It goes on and appears in the workspace's list.",
    es: 'La transcripción tarda más de lo que esta solicitud puede esperar. Continúa y aparecerá en la lista del espacio de trabajo.',
    ja: '文字起こしがこのリクエストの待機時間より長くかかっています。処理は続き、ワークスペースの一覧に表示されます。',
  },
  // Telegram: the routes, then what the bot writes (in the sender's Telegram language, else English).
  'telegram.disabled': {
    en: 'Telegram is not set up on this server.',
    es: 'Telegram no está configurado en este servidor.',
    ja: 'このサーバーでは Telegram が設定されていません。',
  },
  'telegram.unreachable': {
    en: 'Telegram cannot be reached right now. Please try again later.',
    es: 'No se puede contactar con Telegram en este momento. Inténtalo de nuevo más tarde.',
    ja: '現在 Telegram に接続できません。しばらくしてからもう一度お試しください。',
  },
  'telegram.command_start': {
    en: 'Connect this chat to Whispy',
    es: 'Conecta este chat a Whispy',
    ja: 'このチャットを Whispy に接続します',
  },
  'telegram.welcome': {
    en: "Connected! This chat now belongs to your Whispy account {{email}}. I'll tell you here when your transcriptions are ready, and you can send me voice messages, audio or video to transcribe.",
    es: '¡Conectado! Este chat ahora pertenece a tu cuenta de Whispy {{email}}. Te avisaré aquí cuando tus transcripciones estén listas, y puedes enviarme mensajes de voz, audio o vídeo para transcribirlos.',
    ja: '接続しました！このチャットは Whispy アカウント {{email}} に接続されました。文字起こしが完了するとここでお知らせします。ボイスメッセージ、音声、動画を送ると文字起こしします。',
  },
  'telegram.link_invalid': {
    en: 'This link has expired or was already used. Please start again from Settings in Whispy.',
    es: 'Este enlace caducó o ya se usó. Vuelve a empezar desde Ajustes en Whispy.',
    ja: 'このリンクは期限切れか、すでに使用されています。Whispy の設定からもう一度やり直してください。',
  },
  'telegram.how_to_connect': {
    en: 'This chat is not connected to Whispy. To connect it, open Settings in Whispy and connect Telegram.',
    es: 'Este chat no está conectado a Whispy. Para conectarlo, abre Ajustes en Whispy y conecta Telegram.',
    ja: 'このチャットは Whispy に接続されていません。接続するには、Whispy の設定を開いて Telegram を接続してください。',
  },
  'telegram.linked_help': {
    en: "This chat is connected to your Whispy account {{email}}. Send me a voice message, audio or video and I'll transcribe it.",
    es: 'Este chat está conectado a tu cuenta de Whispy {{email}}. Envíame un mensaje de voz, audio o vídeo y lo transcribiré.',
    ja: 'このチャットは Whispy アカウント {{email}} に接続されています。ボイスメッセージ、音声、動画を送ると文字起こしします。',
  },
  'telegram.disconnected': {
    en: "This chat was disconnected from Whispy. You won't receive notifications here anymore.",
    es: 'Este chat se desconectó de Whispy. Ya no recibirás notificaciones aquí.',
    ja: 'このチャットは Whispy から切断されました。今後ここに通知は届きません。',
  },
  'telegram.transcribing': {
    en: "Transcribing… I'll reply with the text when it's ready.",
    es: 'Transcribiendo… Te responderé con el texto cuando esté listo.',
    ja: '文字起こし中です… 完了したらテキストで返信します。',
  },
  'telegram.not_media': {
    en: 'I can only transcribe voice messages, audio and video, and this file is none of them.',
    es: 'Solo puedo transcribir mensajes de voz, audio y vídeo, y este archivo no es ninguno de ellos.',
    ja: '文字起こしできるのはボイスメッセージ、音声、動画だけです。このファイルはそのいずれでもありません。',
  },
  'telegram.file_too_large': {
    en: 'This file is larger than {{megabytes}} MB, the most a bot may download from Telegram. Please upload it in Whispy instead.',
    es: 'Este archivo supera los {{megabytes}} MB, el máximo que un bot puede descargar de Telegram. Súbelo directamente en Whispy.',
    ja: 'このファイルは {{megabytes}} MB を超えています。ボットが Telegram からダウンロードできるのはここまでです。Whispy から直接アップロードしてください。',
  },
  'telegram.message_name': {
    en: 'Telegram message {{date}}',
    es: 'Mensaje de Telegram {{date}}',
    ja: 'Telegram メッセージ {{date}}',
  },
  'telegram.transcription_ready': {
    en: '{{name}} is ready: {{url}}',
    es: '{{name}} ya está lista: {{url}}',
    ja: '「{{name}}」の文字起こしが完了しました: {{url}}',
  },
  'telegram.transcription_failed': {
    en: '{{name}} could not be transcribed: {{reason}}',
    es: 'No se pudo transcribir {{name}}: {{reason}}',
    ja: '「{{name}}」を文字起こしできませんでした: {{reason}}',
  },
  'telegram.transcript_link': {
    en: 'Open it in Whispy: {{url}}',
    es: 'Ábrela en Whispy: {{url}}',
    ja: 'Whispy で開く: {{url}}',
  },
  'telegram.transcript_empty': {
    en: 'No speech was found in this recording.',
    es: 'No se encontró voz en esta grabación.',
    ja: 'この録音には音声が見つかりませんでした。',
  },
  // Email notices (features/email-notices): `name` is the transcription's, on one line.
  'email.ready_subject': {
    en: '“{{name}}” is ready',
    es: '«{{name}}» ya está lista',
    ja: '「{{name}}」の文字起こしが完了しました',
  },
  'email.ready_body': {
    en: 'Your transcription of “{{name}}” is ready to read, edit and download.',
    es: 'Tu transcripción de «{{name}}» ya está lista para leer, editar y descargar.',
    ja: '「{{name}}」の文字起こしが完了しました。閲覧、編集、ダウンロードができます。',
  },
  'email.failed_subject': {
    en: '“{{name}}” could not be transcribed',
    es: 'No se pudo transcribir «{{name}}»',
    ja: '「{{name}}」を文字起こしできませんでした',
  },
  'email.failed_body': {
    en: '“{{name}}” could not be transcribed: {{reason}}',
    es: 'No se pudo transcribir «{{name}}»: {{reason}}',
    ja: '「{{name}}」を文字起こしできませんでした: {{reason}}',
  },
  'email.open': { en: 'Open it in Whispy', es: 'Ábrela en Whispy', ja: 'Whispy で開く' },
  'email.why': {
    en: 'You get this email because you asked for it. To stop it, change your settings:',
    es: 'Recibes este correo porque lo pediste. Para dejar de recibirlo, cambia tu configuración:',
    ja: 'このメールは、設定で受け取ることを選んだため送信されています。停止するには設定を変更してください:',
  },
  // Webhooks (features/webhooks).
  'webhooks.not_found': {
    en: 'The webhook was not found.',
    es: 'No se encontró el webhook.',
    ja: 'Webhook が見つかりませんでした。',
  },
  'webhooks.too_many': {
    en: 'This workspace already has {{count}} webhooks, the most it may have. Delete one, then add the new one.',
    es: 'Este espacio de trabajo ya tiene {{count}} webhooks, el máximo permitido. Elimina uno y luego añade el nuevo.',
    ja: 'このワークスペースにはすでに Webhook が {{count}} 個あり、上限です。1 つ削除してから新しい Webhook を追加してください。',
  },
  'webhooks.https_only': {
    en: 'Use an https:// address: this server sends webhooks over https only.',
    es: 'Usa una dirección https://: este servidor solo envía webhooks por https.',
    ja: 'https:// のアドレスを使ってください。このサーバーは https でのみ Webhook を送信します。',
  },
  'webhooks.created': { en: 'Webhook added', es: 'Webhook añadido', ja: 'Webhook を追加しました' },
  'webhooks.updated': { en: 'Webhook saved', es: 'Webhook guardado', ja: 'Webhook を保存しました' },
  'webhooks.test_queued': {
    en: 'Test message on its way: its result appears in the log.',
    es: 'Mensaje de prueba en camino: su resultado aparecerá en el registro.',
    ja: 'テストメッセージを送信中です。結果は履歴に表示されます。',
  },
  'webhooks.disabled_subject': {
    en: 'A webhook of “{{workspace}}” was switched off',
    es: 'Se desactivó un webhook de «{{workspace}}»',
    ja: '「{{workspace}}」の Webhook が停止されました',
  },
  'webhooks.disabled_body': {
    en: 'Deliveries to {{url}} failed {{count}} times in a row, so Whispy stopped sending them. Fix the receiver, send a test, then switch the webhook back on.',
    es: 'Los envíos a {{url}} fallaron {{count}} veces seguidas, así que Whispy dejó de enviarlos. Corrige el receptor, envía una prueba y vuelve a activar el webhook.',
    ja: '{{url}} への送信が {{count}} 回続けて失敗したため、Whispy は送信を停止しました。受信側を修正し、テストを送ってから Webhook を再び有効にしてください。',
  },
  'webhooks.open_settings': {
    en: 'Open the webhook settings',
    es: 'Abrir la configuración de webhooks',
    ja: 'Webhook の設定を開く',
  },
  'webhooks.why': {
    en: 'You get this email because you own this workspace.',
    es: 'Recibes este correo porque eres propietario de este espacio de trabajo.',
    ja: 'このワークスペースのオーナーであるため、このメールが送信されています。',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageId = keyof typeof catalogue;
