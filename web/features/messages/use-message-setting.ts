import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MessageSettingBody } from "../../../contracts/messages.ts";
import { api } from "../../lib/api.ts";

const settingKey = ["message-setting"] as const;

/** Who may message the viewer (issue 32): members of my cities, nobody, only about my listings. */
export function useMessageSetting() {
  return useQuery({
    queryKey: settingKey,
    queryFn: ({ signal }) => api<MessageSettingBody>("/api/me/message-setting", { signal }),
  });
}

export function useSetMessageSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageSettingBody) =>
      api<MessageSettingBody>("/api/me/message-setting", { method: "PUT", body }),
    onSuccess: (saved) => queryClient.setQueryData(settingKey, saved),
  });
}
