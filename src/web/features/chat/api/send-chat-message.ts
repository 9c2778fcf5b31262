/** POST /api/functions/secure-chat, with the docs/product/chat-assistant.md error texts. */
import { emptyLeadProfile } from '@shared/lead-profile/types';
import type { SecureChatRequest, SecureChatResponse } from '@shared/schemas/chat';
import { ApiError, api } from '@web/lib/api';
import { readReferral } from '@web/lib/referral';

export const CHAT_SERVER_ERROR = 'Erro na comunicação com o servidor';
export const CHAT_INVALID_RESPONSE = 'Resposta inválida do servidor';

export class ChatRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function sendChatMessage(body: SecureChatRequest): Promise<SecureChatResponse> {
  let data: Partial<SecureChatResponse> | null;
  try {
    data = await api.post<Partial<SecureChatResponse> | null>('/api/functions/secure-chat', {
      ...body,
      ref: body.ref ?? readReferral(),
    });
  } catch (error) {
    if (error instanceof ApiError) {
      // A network failure, or an answer without the server's own error text, gets the documented fallback.
      const own = error.status !== 0 && error.code !== 'http';
      throw new ChatRequestError(error.status, own ? error.message : CHAT_SERVER_ERROR);
    }
    throw new ChatRequestError(0, CHAT_SERVER_ERROR);
  }
  if (!data || typeof data.message !== 'string' || !data.message.trim()) {
    throw new ChatRequestError(200, CHAT_INVALID_RESPONSE);
  }
  return { message: data.message, leadProfile: data.leadProfile ?? emptyLeadProfile() };
}
