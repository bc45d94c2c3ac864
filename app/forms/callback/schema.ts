import { z } from "zod";
import { choiceField, messages, nameField, optionalText, phoneField, preferredDateField, type Option } from "../fields";

export const callbackTimeOptions = [
  { value: "morning", label: "Morning (8am-12pm)" },
  { value: "afternoon", label: "Afternoon (12pm-5pm)" },
  { value: "evening", label: "Evening (5pm-8pm)" },
  { value: "anytime", label: "Anytime" },
] as const satisfies readonly Option[];

export const TOPIC_MAX = 500;

export const callbackSchema = z.object({
  name: nameField(),
  phone: phoneField(),
  preferredDate: preferredDateField(),
  preferredTime: choiceField(callbackTimeOptions, messages.preferredTime),
  topic: optionalText(TOPIC_MAX, messages.messageTooLong),
});

export type CallbackValues = z.infer<typeof callbackSchema>;
