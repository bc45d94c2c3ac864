import { detailField, sharedFields, type StoredField } from "#app/enquiries/field-list.ts";
import { callbackTimeOptions } from "#app/enquiries/callback/options.ts";

export const callbackFieldList: readonly StoredField[] = [
  sharedFields.name("name"),
  sharedFields.phone(),
  detailField("preferredDate", "preferred_date", "Preferred date", "date", { csvHeader: "Preferred date" }),
  detailField("preferredTime", "preferred_time", "Preferred time", "choice", {
    csvHeader: "Preferred time",
    options: callbackTimeOptions,
  }),
  detailField("topic", "topic", "What they would like to talk about", "long-text", {
    personal: true,
    health: true,
    csvHeader: "Topic",
  }),
];
