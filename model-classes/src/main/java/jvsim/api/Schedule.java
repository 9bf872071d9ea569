package jvsim.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * An IMUnit schedule for the annotated target method (or main): comma-separated orderings
 * {@code condition -> event}, e.g. {@code "[take@taker] -> add@main, added@main -> taken@taker"}.
 * Several schedules make several searches, one per schedule.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@Repeatable(Schedules.class)
public @interface Schedule {
    String value();
}
