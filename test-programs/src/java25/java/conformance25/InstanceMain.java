package conformance25;

/**
 * An instance main method without parameters (JEP 512): the launcher makes an instance with the
 * no-argument constructor and calls main() on it.
 */
public class InstanceMain {
    private final String greeting;

    InstanceMain() {
        greeting = "made by the launcher";
    }

    void main() {
        IO.println(greeting + ", " + getClass().getSimpleName() + ".main() running on " + Thread.currentThread().getName());
    }
}
