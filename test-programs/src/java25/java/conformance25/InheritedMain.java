package conformance25;

/** An instance main(String[]) inherited from a superclass (JEP 512), preferred over a main(); its exception's stack trace. */
public class InheritedMain extends InheritedMainBase {
    void main() {
        System.out.println("not this one");
    }
}

class InheritedMainBase {
    public void main(String[] args) {
        System.out.println("inherited main(String[]) of " + getClass().getSimpleName() + " with " + args.length + " arguments");
        throw new IllegalStateException("from an instance main");
    }
}
