import { z } from "zod";
import { callbackTimeOptions, TOPIC_MAX } from "#app/enquiries/callback/options.ts";
import {
  choiceField,
  messages,
  nameField,
  optionalText,
  phoneField,
  preferredDateField,
} from "#app/enquiries/fields.ts";

export const callbackSchema = z.object({
  name: nameField(),
  phone: phoneField(),
  preferredDate: preferredDateField(),
  preferredTime: choiceField(callbackTimeOptions, messages.preferredTime),
  topic: optionalText(TOPIC_MAX, messages.messageTooLong),
});

export type CallbackValues = z.infer<typeof callbackSchema>;
