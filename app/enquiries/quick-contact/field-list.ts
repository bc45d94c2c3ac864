import { detailField, sharedFields, type StoredField } from "#app/enquiries/field-list.ts";
import { helpTypeOptions, quickUrgencyOptions } from "#app/enquiries/quick-contact/options.ts";

export const quickContactFieldList: readonly StoredField[] = [
  sharedFields.name("name"),
  sharedFields.phone(),
  sharedFields.email(),
  detailField("helpType", "help_type", "How can we help?", "choice", {
    csvHeader: "Help type",
    options: helpTypeOptions,
  }),
  sharedFields.urgency("How soon is care needed?", quickUrgencyOptions),
];
