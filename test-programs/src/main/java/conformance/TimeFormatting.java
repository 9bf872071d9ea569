package conformance;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;

public class TimeFormatting {
    public static void main(String[] args) {
        LocalDate d = LocalDate.of(2024, 2, 28);
        LocalDateTime ldt = LocalDateTime.of(2023, Month.DECEMBER, 31, 23, 59, 30, 123_000_000);
        System.out.println("iso local date time " + ldt.format(DateTimeFormatter.ISO_LOCAL_DATE_TIME) + " " + LocalDateTime.of(2020, 1, 2, 3, 4).format(DateTimeFormatter.ISO_LOCAL_DATE_TIME));
        DateTimeFormatter simple = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);
        System.out.println("pattern " + ldt.format(simple) + " | " + LocalDateTime.of(1999, 1, 5, 7, 3).format(simple));
        System.out.println("pattern 2 " + ldt.format(DateTimeFormatter.ofPattern("dd/MM/yy HH:mm:ss.SSS", Locale.ROOT)) + " | " + d.format(DateTimeFormatter.ofPattern("d.M.uuuu", Locale.ROOT)));
        System.out.println("iso date " + d.format(DateTimeFormatter.ISO_DATE) + " basic " + d.format(DateTimeFormatter.BASIC_ISO_DATE) + " ordinal " + d.format(DateTimeFormatter.ISO_ORDINAL_DATE) + " local date " + d.format(DateTimeFormatter.ISO_LOCAL_DATE));
        System.out.println("iso time " + LocalTime.of(7, 5, 3).format(DateTimeFormatter.ISO_LOCAL_TIME) + " offset " + OffsetDateTime.of(ldt, ZoneOffset.UTC).format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));
        System.out.println("parse " + LocalDate.parse("2021-07-04") + " " + LocalDateTime.parse("2021-07-04T10:15:30") + " " + LocalDate.parse("04.07.2021", DateTimeFormatter.ofPattern("dd.MM.yyyy", Locale.ROOT)) + " " + LocalTime.parse("23:05"));
        System.out.println("parse pattern " + LocalDateTime.parse("2022-03-04 05:06", simple));
        try {
            LocalDate.parse("2021-02-30");
        } catch (DateTimeParseException e) {
            System.out.println("parse error " + e.getMessage() + " index " + e.getErrorIndex());
        }
        try {
            LocalDate.parse("2021/02/03");
        } catch (DateTimeParseException e) {
            System.out.println("parse error " + e.getMessage() + " index " + e.getErrorIndex());
        }
        Instant i = Instant.ofEpochSecond(1_700_000_000L, 500);
        System.out.println("instant " + i + " epochMilli " + i.toEpochMilli() + " plus " + i.plus(Duration.ofDays(1)) + " EPOCH " + Instant.EPOCH + " ofEpochMilli " + Instant.ofEpochMilli(-1));
        System.out.println("instant at UTC " + LocalDateTime.ofInstant(i, ZoneOffset.UTC) + " toEpochSecond " + ldt.toEpochSecond(ZoneOffset.UTC) + " offset " + OffsetDateTime.of(ldt, ZoneOffset.ofHours(5)) + " atOffset " + i.atOffset(ZoneOffset.ofHoursMinutes(-3, -30)));
        System.out.println("parse instant " + Instant.parse("2000-01-01T00:00:00Z").getEpochSecond() + " " + Instant.parse("1969-12-31T23:59:59.5Z").toEpochMilli());
        System.out.println("instant format " + DateTimeFormatter.ISO_INSTANT.format(Instant.ofEpochSecond(86400 * 365L)));
        System.out.println("period parse " + Period.parse("P1Y2M3D").plusDays(10) + " duration parse " + Duration.parse("PT1H30M").toMinutes() + " " + Duration.parse("-PT0.5S"));
    }
}
