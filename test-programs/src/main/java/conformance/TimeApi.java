package conformance;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;

public class TimeApi {
    public static void main(String[] args) {
        LocalDate d = LocalDate.of(2024, 2, 28);
        System.out.println("date " + d + " plus1 " + d.plusDays(1) + " plus2 " + d.plusDays(2) + " leap " + d.isLeapYear() + " dow " + d.getDayOfWeek() + " doy " + d.getDayOfYear());
        System.out.println("plusMonths " + LocalDate.of(2023, 1, 31).plusMonths(1) + " " + LocalDate.of(2024, 1, 31).plusMonths(1) + " minusYears " + LocalDate.of(2024, 2, 29).minusYears(1));
        LocalDate epoch = LocalDate.ofEpochDay(0);
        System.out.println("epoch " + epoch + " " + epoch.getDayOfWeek() + " toEpochDay " + d.toEpochDay() + " ofYearDay " + LocalDate.ofYearDay(2023, 256));
        Period p = Period.between(LocalDate.of(1990, 5, 17), LocalDate.of(2024, 3, 1));
        System.out.println("period " + p + " years " + p.getYears() + " months " + p.getMonths() + " days " + p.getDays() + " total months " + p.toTotalMonths());
        System.out.println("days between " + ChronoUnit.DAYS.between(LocalDate.of(2000, 1, 1), LocalDate.of(2024, 1, 1)) + " weeks " + ChronoUnit.WEEKS.between(LocalDate.of(2024, 1, 1), LocalDate.of(2024, 12, 31)));
        Duration du = Duration.ofHours(25).plusMinutes(61).plusSeconds(3661).plusMillis(1500);
        System.out.println("duration " + du + " seconds " + du.getSeconds() + " toMinutes " + du.toMinutes() + " toDays " + du.toDays() + " nanos " + du.getNano() + " negated " + du.negated());
        System.out.println("duration between " + Duration.between(LocalTime.of(8, 30), LocalTime.of(17, 15, 30)) + " zero " + Duration.ZERO + " ofMillis " + Duration.ofMillis(-1500) + " compare " + Duration.ofSeconds(60).compareTo(Duration.ofMinutes(1)));
        LocalDateTime ldt = LocalDateTime.of(2023, Month.DECEMBER, 31, 23, 59, 30, 123_000_000);
        System.out.println("ldt " + ldt + " plus 45s " + ldt.plusSeconds(45));
        try {
            LocalDate.of(2023, 2, 29);
        } catch (java.time.DateTimeException e) {
            System.out.println("invalid date " + e.getMessage());
        }
        System.out.println("truncated " + ldt.truncatedTo(ChronoUnit.HOURS) + " " + LocalTime.of(10, 20, 30, 400).truncatedTo(ChronoUnit.MINUTES));
        System.out.println("adjusters " + d.with(TemporalAdjusters.lastDayOfMonth()) + " " + d.with(TemporalAdjusters.next(DayOfWeek.MONDAY)) + " " + d.with(TemporalAdjusters.firstInMonth(DayOfWeek.FRIDAY)) + " " + d.withDayOfMonth(1));
        System.out.println("dayofweek " + DayOfWeek.MONDAY.plus(10) + " " + DayOfWeek.SUNDAY.getValue() + " " + DayOfWeek.of(3) + " month " + Month.FEBRUARY.length(true) + " " + Month.of(12).minus(13) + " " + Month.APRIL.firstDayOfYear(false));
        System.out.println("year " + Year.of(1900).isLeap() + " " + Year.of(2000).isLeap() + " yearmonth " + YearMonth.of(2024, 2).lengthOfMonth() + " " + YearMonth.of(2023, 12).plusMonths(2) + " atEndOfMonth " + YearMonth.of(2023, 2).atEndOfMonth());
        System.out.println("compare " + d.isBefore(LocalDate.of(2024, 3, 1)) + " " + d.compareTo(LocalDate.of(2024, 2, 1)) + " equals " + d.equals(LocalDate.parse("2024-02-28")) + " hash " + d.hashCode() + " time hash " + LocalTime.of(12, 0).hashCode());
        System.out.println("localtime " + LocalTime.of(23, 59).plusMinutes(2) + " " + LocalTime.MIDNIGHT + " " + LocalTime.NOON.minusNanos(1) + " toSecondOfDay " + LocalTime.of(1, 2, 3).toSecondOfDay() + " ofSecondOfDay " + LocalTime.ofSecondOfDay(86399));
        LocalDate cur = LocalDate.of(2024, 1, 1);
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < 12; k++) {
            sb.append(cur.with(TemporalAdjusters.lastInMonth(DayOfWeek.FRIDAY)).getDayOfMonth()).append(' ');
            cur = cur.plusMonths(1);
        }
        System.out.println("last fridays 2024 " + sb.toString().trim());
        System.out.println("period normalized " + Period.ofMonths(27).normalized() + " " + Period.of(1, 14, 40).normalized() + " plusDays " + Period.of(1, 2, 3).plusDays(10) + " ofMinutes " + Duration.ofMinutes(90).toHours());
    }
}
