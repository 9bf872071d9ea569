package conformance25;

/** A static main without parameters (JEP 512), beside an inherited instance main(String[]) it takes before. */
public class StaticMainNoArgs {
    static void main() {
        System.out.println("static main()");
    }
}
