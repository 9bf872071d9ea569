package jvsim.search;

/**
 * A named search strategy ({@code --search=name}), found by {@link java.util.ServiceLoader} like
 * listeners: the CLI, the embedding API, {@code @JvsimTest} and the JSON report take every
 * strategy (its name, description and options) from {@link Strategies}, so a new strategy is one
 * class with its options record and a line in {@code META-INF/services/jvsim.search.SearchStrategy}.
 *
 * @param <O> the typed options: a record whose components, each annotated with {@link Option},
 *            are the strategy's options ({@code --name=value} on the command line, kebab-case)
 */
public interface SearchStrategy<O extends Record> {
    /** The name, e.g. "pct" (lower case, letters, digits and '-'). */
    String name();

    /** One line for --help. */
    String description();

    /** The options record class (a record without components when there are none). */
    Class<O> options();

    /** A fresh search configured by options (validated by {@link Strategies#configure}). */
    Search create(O options);

    /**
     * Whether it orders its systematic exploration by a {@link ChoicePriority} ({@code --prioritize},
     * {@link SearchConfig#priority}) without losing any execution: the CLI refuses a priority for
     * the others.
     */
    default boolean prioritizable() { return false; }

    /** Whether its executions depend on --seed (the report names the seed then). */
    default boolean randomized() { return false; }

    /** An option of a strategy: a component of its options record. */
    @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
    @java.lang.annotation.Target(java.lang.annotation.ElementType.RECORD_COMPONENT)
    @interface Option {
        /** One line for --help. */
        String description();

        /** The value when the option is not given, as it would be written; "" for none (the component is null). */
        String defaultValue() default "";

        /** The smallest value allowed (numeric options). */
        long min() default Long.MIN_VALUE;
    }

    /** The options record of strategies without options. */
    record NoOptions() { }
}
